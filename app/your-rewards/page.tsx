import { getTranslations } from "next-intl/server";
import { SavingsButton } from "@/components/savings/savings-button";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { NotYetAvailable } from "@/components/ui/not-yet-available";

/** Your rewards: the savings programme action now; campaigns and credits arrive with the referral work. */
export default async function YourRewardsPage() {
  const t = await getTranslations("Savings");
  const tp = await getTranslations("Pages");
  return (
    <>
      <PageHeader title={tp("yourRewards")} />
      <PageBody>
        <section className="mb-8 max-w-2xl rounded-xl border border-slate-200 p-6" data-testid="savings-card">
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="mt-1 mb-4 text-slate-600">{t("intro")}</p>
          <SavingsButton />
        </section>
        <NotYetAvailable page={tp("referralCredits")} />
      </PageBody>
    </>
  );
}
