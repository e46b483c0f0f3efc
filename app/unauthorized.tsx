"use client";

import Link from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/**
 * The 401 page (next/navigation unauthorized(), which no page calls today). Without it every page's RSC payload
 * carried Next's default one, about 1 KB of inline styles; a client component (see components/nav/not-found-view.tsx).
 */
export default function Unauthorized() {
  const t = useTranslations("Gate");
  const tp = useTranslations("Pages");
  return (
    <>
      <PageHeader title={t("signInTitle")} />
      <PageBody>
        <Link href="/" className="font-semibold text-brand underline">
          {tp("backHome")}
        </Link>
      </PageBody>
    </>
  );
}
