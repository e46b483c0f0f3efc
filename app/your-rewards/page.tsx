import { getTranslations } from "@/lib/locale/translations";
import { RewardsBody } from "@/components/referral/rewards-body";
import { OwnRewardsPanel } from "@/components/referral/own-rewards-panel";
import { SavingsButton } from "@/components/savings/savings-button";
import { OwnPart } from "@/components/ui/own-part";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/http/current-user";
import { getViewer } from "@/lib/page-cache/page-viewer";

/**
 * Your rewards: the savings membership, the campaigns to share and, for a member, their referral credits — the same
 * page for every member, their part their own.
 */
export default async function YourRewardsPage() {
  const t = await getTranslations("Savings");
  const tp = await getTranslations("Pages");
  const [user, { signedIn }] = await Promise.all([getSessionUser(), getViewer()]);
  return (
    <>
      <PageHeader title={tp("yourRewards")} />
      <PageBody>
        <section className="mb-8 max-w-2xl rounded-xl border border-slate-200 p-6" data-testid="savings-card">
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="mt-1 mb-4 text-slate-600">{t("intro")}</p>
          <SavingsButton />
        </section>
        {signedIn ? (
          <OwnPart page={tp("yourRewards")} panel={(labels, signedOut) => <OwnRewardsPanel labels={labels} signedOut={signedOut} />}>
            {user ? <RewardsBody user={user} /> : null}
          </OwnPart>
        ) : (
          <RewardsBody user={null} />
        )}
      </PageBody>
    </>
  );
}
