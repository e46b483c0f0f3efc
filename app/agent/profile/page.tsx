import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { ProfileAccountForm } from "@/components/account/profile-account-form";
import { AgentPage } from "@/components/agent/agent-page";
import { getProfile } from "@/lib/account/get-profile";
import { agentSummary } from "@/lib/agent/agent-summary";
import { moneyFormatter } from "@/lib/locale/display-money";
import { getRequestContext } from "@/lib/http/page-context";

/** Agent Profile: the agent's figures, shortcuts to the agent pages, and their own details. */
export default function Page() {
  return (
    <AgentPage titleKey="agentProfile">
      {async (agent) => {
        const t = await getTranslations("Agent");
        const { org, locale, currency } = await getRequestContext();
        const [summary, profile, money] = await Promise.all([agentSummary(agent.id, org.id), getProfile(agent.id), moneyFormatter(locale, currency)]);
        const p = profile.basicprofile[0]!;
        const stat = (label: string, value: string, testId: string) => (
          <div className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={testId}>
              {value}
            </dd>
          </div>
        );
        return (
          <div className="max-w-3xl space-y-6">
            <section aria-label={t("summary")}>
              <p className="mb-3 text-slate-700">
                {t("agentOf", { name: `${p.first_name} ${p.last_name}`, org: org.name })} · <span className="break-all">{p.email}</span>
              </p>
              <dl className="grid gap-3 sm:grid-cols-4" data-testid="agent-summary">
                {stat(t("statClients"), String(summary.clients), "stat-clients")}
                {stat(t("statOpenQuotes"), String(summary.openQuotes), "stat-quotes")}
                {stat(t("statBookings"), String(summary.bookings), "stat-bookings")}
                {stat(
                  t("statValue"),
                  summary.totals.length ? money.displaySum(summary.totals.map((x) => ({ amountMinor: x.totalMinor, currency: x.currency }))) : "—",
                  "stat-value",
                )}
              </dl>
              <nav className="mt-4 flex flex-wrap gap-4" aria-label={t("summary")}>
                <Link href="/agent/client-list" className="font-semibold text-brand underline">
                  {t("goClients")}
                </Link>
                <Link href="/agent/my-quotes" className="font-semibold text-brand underline">
                  {t("goQuotes")}
                </Link>
                <Link href="/agent/booking-history" className="font-semibold text-brand underline">
                  {t("goHistory")}
                </Link>
              </nav>
            </section>
            <ProfileAccountForm profile={profile} />
          </div>
        );
      }}
    </AgentPage>
  );
}
