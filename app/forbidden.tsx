"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/** The 403 page (next/navigation forbidden()): agent pages refused to members. A client component (see not-found.tsx). */
export default function Forbidden() {
  const t = useTranslations("Gate");
  const tp = useTranslations("Pages");
  return (
    <>
      <PageHeader title={t("forbiddenTitle")} />
      <PageBody>
        <p role="alert" className="text-slate-700" data-testid="agent-only">
          {t("agentOnly")}
        </p>
        <Link href="/" className="mt-4 inline-block font-semibold text-brand underline">
          {tp("backHome")}
        </Link>
      </PageBody>
    </>
  );
}
