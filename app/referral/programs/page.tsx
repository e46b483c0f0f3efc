import { getTranslations } from "@/lib/locale/translations";
import { ProgramsBody } from "@/components/referral/programs-body";
import { programsPart } from "@/components/referral/programs-part";
import { OwnPart } from "@/components/ui/own-part";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/auth/current-user";

/** SPEC §2 /referral/programs: the org's campaigns, the member's link (copy, share, QR) and their referred friends. */
export default async function ReferralProgramsPage() {
  const tp = await getTranslations("Pages");
  const t = await getTranslations("Rewards");
  const user = await getSessionUser();
  return (
    <>
      <PageHeader title={tp("referralPrograms")} subtitle={t("programsIntro")} />
      <PageBody>
        <OwnPart page={tp("referralPrograms")} load={programsPart} testId="programs-part">
          {user ? <ProgramsBody user={user} /> : null}
        </OwnPart>
      </PageBody>
    </>
  );
}
