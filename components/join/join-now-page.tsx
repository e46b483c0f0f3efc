import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { FeaturedList } from "@/components/search/featured-list";
import { getSessionUser } from "@/lib/http/current-user";
import { destinationProduct } from "@/lib/booking/destinations";
import { cachedFeaturedProperties } from "@/lib/booking/featured";
import { membershipOffer } from "@/lib/join/membership-offer";
import { formatMoney } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";
import { JoinButton, JoinSignIn } from "./join-buttons";

/**
 * /JoinNow: an invitation to join, not a search — what membership gives on this site, how joining works, and the
 * sign-up dialog one click away; a signed-in member sees their membership instead. Only where the org lists JoinNow.
 */
export async function JoinNowPage() {
  const { org, currency, locale } = await getRequestContext();
  if (!org.eligibleProducts.includes("JoinNow")) notFound();
  const t = await getTranslations("JoinNow");
  const user = await getSessionUser();
  const product = destinationProduct(org);
  const [offer, examples] = await Promise.all([
    membershipOffer(org),
    product ? cachedFeaturedProperties({ org, product, memberPricing: user?.memberPricing ?? false, currency, limit: 3 }) : null,
  ]);
  const credit = offer.referralCredit ? formatMoney(offer.referralCredit.amountMinor, offer.referralCredit.currency, locale) : null;
  const benefits = [
    { key: "prices", title: t("pricesTitle"), text: t("pricesText") },
    offer.wallet ? { key: "wallet", title: t("walletTitle"), text: t("walletText") } : null,
    { key: "savings", title: t("savingsTitle"), text: t("savingsText", { org: org.name }) },
    credit ? { key: "referral", title: t("referralTitle"), text: t("referralText", { amount: credit }) } : null,
  ].filter((b) => b !== null);

  return (
    <>
      <section className="hero-gradient text-white" data-testid="join-hero">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-3xl font-bold md:text-4xl">{user ? t("memberTitle", { name: user.firstName, org: org.name }) : t("title", { org: org.name })}</h1>
          {user ? (
            <div className="mt-3 max-w-2xl" data-testid="membership-state" data-plan={user.memberPricing ? "active" : "none"}>
              <p className="text-lg">{user.memberPricing ? t("planActive") : t("planNone")}</p>
              <ul className="mt-5 flex flex-wrap gap-3">
                {(
                  [["/user/my-trips", t("myTrips")], ...(offer.wallet ? [["/wallet", t("wallet")]] : []), ["/referral/programs", t("referrals")]] as [
                    string,
                    string,
                  ][]
                ).map(([href, label]) => (
                  <li key={href}>
                    <Link href={href} className="inline-block rounded-lg bg-white px-4 py-2 font-semibold text-brand-dark hover:bg-slate-100">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <p className="mt-3 max-w-2xl text-lg">{t("subtitle")}</p>
              <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
                <JoinButton label={t("join")} />
                <p>
                  {t("alreadyMember")} <JoinSignIn label={t("signIn")} />
                </p>
              </div>
            </>
          )}
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="join-benefits">
        <h2 id="join-benefits" className="text-xl font-semibold">
          {t("benefitsTitle")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="join-benefits">
          {benefits.map((b) => (
            <li key={b.key} className="why-card" data-testid={`join-benefit-${b.key}`}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {user ? null : (
        <section className="bg-surface" aria-labelledby="join-steps">
          <div className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="join-steps" className="text-xl font-semibold">
              {t("stepsTitle")}
            </h2>
            <ol className="mt-4 grid gap-4 md:grid-cols-3" data-testid="join-steps">
              {[offer.accessCode ? t("step1Code") : t("step1"), t("step2"), t("step3")].map((text, i) => (
                <li key={i} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm">
                  <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
                    {i + 1}
                  </span>
                  <p>{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}
      {examples ? <FeaturedList results={examples.results} stay={examples} signedIn={!!user} title={t("examplesTitle")} testId="join-examples" /> : null}
    </>
  );
}
