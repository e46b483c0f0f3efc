import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageBody, PageHeader } from "@/components/ui/page-header";

export default async function NotFound() {
  const t = await getTranslations("Pages");
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
