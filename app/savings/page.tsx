import { getTranslations } from "@/lib/locale/translations";
import { SavingsButton } from "@/components/savings/savings-button";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/http/current-user";
import { membershipSummary, membershipTexts } from "@/lib/account/membership-summary";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";

/**
 * The direct route to the savings programme: starts the enrolment flow on arrival. A member reads their plan and their
 * enrolment first, in the words and from the reading the profile uses (lib/account/membership-summary.ts).
 */
export default async function SavingsPage() {
  const t = await getTranslations("Savings");
  const user = await getSessionUser();
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("intro")} />
      <PageBody>
        <div className="max-w-xl space-y-4">
          {user ? <MembershipLines userId={user.id} /> : null}
          <SavingsButton autoStart />
        </div>
      </PageBody>
    </>
  );
}

async function MembershipLines({ userId }: { userId: number }) {
  const [t, ta, { locale, org }, summary] = await Promise.all([
    getTranslations("Savings"),
    getTranslations("Account"),
    getRequestContext(),
    membershipSummary(userId),
  ]);
  const texts = membershipTexts(summary, ta, (at) => formatDate(at, locale, org.timeZone, { dateStyle: "medium" }));
  return (
    <dl className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2" data-testid="savings-membership">
      <div>
        <dt className="text-sm text-slate-600">{t("yourPlan")}</dt>
        <dd className="font-medium" data-testid="savings-plan">
          {texts.plan}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{ta("savingsProgramme")}</dt>
        <dd className="font-medium" data-testid="savings-enrolment">
          {texts.savings}
        </dd>
      </div>
    </dl>
  );
}
