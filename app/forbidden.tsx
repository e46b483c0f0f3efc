import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/** The 403 page (next/navigation forbidden()): agent pages refused to members. */
export default async function Forbidden() {
  const t = await getTranslations("Gate");
  const tp = await getTranslations("Pages");
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
