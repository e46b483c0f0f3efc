import { getTranslations } from "@/lib/locale/translations";
import { CreditsBody } from "@/components/referral/credits-body";
import { OwnCreditsPanel } from "@/components/referral/own-credits-panel";
import { OwnPart } from "@/components/ui/own-part";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/http/current-user";

/** SPEC §2 /referral/credits: every credit with its dates and status; finished stays are settled on the way in. */
export default async function ReferralCreditsPage() {
  const tp = await getTranslations("Pages");
  const t = await getTranslations("Rewards");
  const user = await getSessionUser();
  return (
    <>
      <PageHeader title={tp("referralCredits")} subtitle={t("creditsIntro")} />
      <PageBody>
        <OwnPart page={tp("referralCredits")} panel={(labels, signedOut) => <OwnCreditsPanel labels={labels} signedOut={signedOut} />}>
          {user ? <CreditsBody user={user} /> : null}
        </OwnPart>
      </PageBody>
    </>
  );
}
