"use client";

import Link from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/**
 * A client component, like unauthorized.tsx: every page's RSC payload carries the not-found, forbidden and
 * unauthorized boundaries, and a client component travels as a reference rather than as its tree. Its three
 * texts come with the shell's messages (i18n/client-namespaces.ts SHELL_MESSAGES). forbidden.tsx stays a server
 * component: a 403 is answered with Next's error shell, whose payload must carry the page itself.
 */
export default function NotFound() {
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
