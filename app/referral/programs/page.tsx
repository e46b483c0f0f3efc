import { getTranslations } from "@/lib/locale/translations";
import { ProgramsBody } from "@/components/referral/programs-body";
import { OwnProgramsPanel } from "@/components/referral/own-programs-panel";
import { OwnPart } from "@/components/ui/own-part";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/http/current-user";
import { getRequestContext } from "@/lib/http/page-context";

/** SPEC §2 /referral/programs: the org's campaigns, the member's link (copy, share, QR) and their referred friends. */
export default async function ReferralProgramsPage() {
  const tp = await getTranslations("Pages");
  const t = await getTranslations("Rewards");
  const [user, { org, locale }] = await Promise.all([getSessionUser(), getRequestContext()]);
  const site = { hosts: org.hosts, orgSlug: org.slug, locale, timeZone: org.timeZone };
  return (
    <>
      <PageHeader title={tp("referralPrograms")} subtitle={t("programsIntro")} />
      <PageBody>
        <OwnPart
          page={tp("referralPrograms")}

          panel={(labels, signedOut) => <OwnProgramsPanel site={site} labels={labels} signedOut={signedOut} />}
        >
          {user ? <ProgramsBody user={user} /> : null}
        </OwnPart>
      </PageBody>
    </>
  );
}
