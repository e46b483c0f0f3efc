"use client";

import { useTranslations } from "next-intl";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Errors");
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-slate-600">{t("text")}</p>
      <button type="button" onClick={reset} className="mt-6 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white">
        {t("retry")}
      </button>
    </div>
  );
}
