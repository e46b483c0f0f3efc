"use client";

import { useTranslations } from "next-intl";
import { useAuthDialog } from "./auth-dialog-context";

const PROVIDERS = ["google", "facebook"] as const;

/**
 * SPEC §2: "Social sign-in buttons appear only when the provider is enabled by configuration". The redirect flow
 * behind them is wired by next-auth's providers; with none enabled for this organisation nothing renders.
 */
export function SocialButtons({ mode }: { mode: "signin" | "signup" }) {
  const t = useTranslations("Social");
  const { site } = useAuthDialog();
  const enabled = PROVIDERS.filter((p) => site.socialProviders.includes(p));
  if (enabled.length === 0) return null;
  return (
    <div className="mt-6 space-y-2" data-testid="social-buttons">
      <p className="text-center text-xs uppercase tracking-wide text-slate-500">{t("or")}</p>
      {enabled.map((p) => (
        <a
          key={p}
          href={`/api/auth/signin/${p}?callbackUrl=${encodeURIComponent("/")}`}
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-medium hover:border-brand"
          data-testid={`social-${p}`}
        >
          {t(`${mode}-${p}`)}
        </a>
      ))}
    </div>
  );
}
