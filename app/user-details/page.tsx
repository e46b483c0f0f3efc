import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { TravelProfileSections } from "@/components/account/travel-profile-sections";
import { TripsBody } from "@/components/booking/trips-body";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getProfile } from "@/lib/account/get-profile";
import { getSessionUser } from "@/lib/http/current-user";
import { membershipSummary, membershipTexts } from "@/lib/account/membership-summary";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";

/** SPEC §2 /user-details: the tabs booking history, my account, travel profile, my trips (?tab=). */
const TABS = ["history", "account", "travel", "trips"] as const;
type Tab = (typeof TABS)[number];

export default async function Page({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const t = await getTranslations("Pages");
  const ta = await getTranslations("Account");
  const user = await getSessionUser();
  const raw = (await searchParams).tab;
  const tab: Tab = (TABS as readonly string[]).includes(String(raw)) ? (raw as Tab) : "account";
  if (!user) {
    return (
      <>
        <PageHeader title={t("userDetails")} />
        <PageBody>
          <SignInPrompt page={t("userDetails")} />
        </PageBody>
      </>
    );
  }
  const label: Record<Tab, string> = { history: t("bookingHistory"), account: t("userDetails"), travel: t("travelers"), trips: t("myTrips") };
  return (
    <>
      <PageHeader title={t("userDetails")} subtitle={`${user.firstName} ${user.lastName}`} />
      <PageBody>
        <nav aria-label={t("userDetails")} className="mb-6 flex flex-wrap gap-2 border-b border-slate-200" data-testid="user-details-tabs">
          {TABS.map((x) => (
            <Link
              key={x}
              href={`/user-details?tab=${x}`}
              aria-current={x === tab ? "page" : undefined}
              data-testid={`tab-${x}`}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${x === tab ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-slate-900"}`}
            >
              {label[x]}
            </Link>
          ))}
        </nav>
        <div data-testid={`tab-panel-${tab}`}>
          {tab === "history" ? <TripsBody userId={user.id} view="history" /> : null}
          {tab === "trips" ? <TripsBody userId={user.id} view="trips" /> : null}
          {tab === "travel" ? <TravelProfileSections userId={user.id} /> : null}
          {tab === "account" ? (
            <AccountSummary
              userId={user.id}
              labels={{
                edit: ta("editProfile"),
                wallet: ta("openWallet"),
                email: ta("email"),
                phone: ta("phone"),
                plan: ta("plan"),
                savings: ta("savingsProgramme"),
                type: ta("accountType"),
                agent: ta("typeAgent"),
                member: ta("typeMember"),
              }}
            />
          ) : null}
        </div>
      </PageBody>
    </>
  );
}

async function AccountSummary({ userId, labels }: { userId: number; labels: Record<string, string> }) {
  const [profile, summary, ta, { locale, org }] = await Promise.all([
    getProfile(userId),
    membershipSummary(userId),
    getTranslations("Account"),
    getRequestContext(),
  ]);
  const p = profile.basicprofile[0]!;
  const membership = membershipTexts(summary, ta, (at) => formatDate(at, locale, org.timeZone, { dateStyle: "medium" }));
  return (
    <section className="max-w-3xl rounded-xl border border-slate-200 p-6" data-testid="account-summary">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{labels.email}</dt>
          <dd className="font-medium break-all">{p.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{labels.phone}</dt>
          <dd className="font-medium">{p.mobile_no ? `${p.phone_country_code ?? ""} ${p.mobile_no}` : "—"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{labels.type}</dt>
          <dd className="font-medium">{p.type === 1 ? labels.agent : labels.member}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{labels.plan}</dt>
          <dd className="font-medium" data-testid="account-plan">
            {membership.plan}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{labels.savings}</dt>
          <dd className="font-medium" data-testid="account-savings">
            {membership.savings}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-4">
        <Link href="/user/profile" className="font-semibold text-brand underline" data-testid="edit-profile-link">
          {labels.edit}
        </Link>
        <Link href="/wallet" className="font-semibold text-brand underline">
          {labels.wallet}
        </Link>
      </div>
    </section>
  );
}
