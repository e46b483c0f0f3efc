import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getRequestContext } from "@/lib/http/page-context";

/**
 * A session-out page of our own, for organisations whose partner has none (the demo partner's ssoSessionOutUrl is
 * /sso/session-ended). A real partner normally sets its own URL, and its members land there instead.
 */
export default async function SsoSessionEndedPage() {
  const { org } = await getRequestContext();
  const t = await getTranslations("SsoSessionEnded");
  const tp = await getTranslations("Pages");
  return (
    <>
      <PageHeader title={tp("ssoSessionEnded")} />
      <PageBody>
        <div className="max-w-xl space-y-4" data-testid="sso-session-ended">
          <p className="text-slate-700">{t("text", { org: org.name })}</p>
          <Link href="/" className="inline-block font-semibold text-brand underline">
            {t("backHome")}
          </Link>
        </div>
      </PageBody>
    </>
  );
}
