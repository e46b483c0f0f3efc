"use client";

import Link from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/**
 * The not-found page's body. A client component: every page's RSC payload carries the not-found boundary, and a
 * client component travels as a reference rather than as its tree. Its three texts come with the shell's messages
 * (i18n/client-namespaces.ts SHELL_MESSAGES).
 */
export function NotFoundView() {
  const t = useTranslations("Pages");
  return (
    <>
      <PageHeader title={t("notFound")} subtitle={t("notFoundText")} />
      <PageBody>
        <Link href="/" className="font-semibold text-brand underline">
          {t("backHome")}
        </Link>
      </PageBody>
    </>
  );
}
