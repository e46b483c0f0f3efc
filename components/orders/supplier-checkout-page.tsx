import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PriceBreakdown, PriceNotes, WalletSlot, WithWallet } from "@/components/booking/checkout-parts";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getSessionUser } from "@/lib/auth/current-user";
import { bookingAllowed } from "@/lib/booking/eligibility";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { rateSnapshot } from "@/lib/locale/rates";
import { checkoutAccount, type SavedTraveller } from "@/lib/orders/checkout-account";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { SUPPLIER_PRODUCTS } from "@/lib/orders/schemas";
import { orgSellsCode, PRODUCTS } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/request-context";
import { kindModules } from "@/lib/suppliers/registry";
import type { CancellationTerms, Offer } from "@/lib/suppliers/seam";
import { checkoutWalletData } from "@/lib/wallet/checkout-data";
import { SupplierCheckoutForm } from "./supplier-checkout-form";

type SupplierProduct = (typeof SUPPLIER_PRODUCTS)[number];

/**
 * The checkout page of a supplier's offer, for every supplier product: it re-prices the offer with the supplier (a
 * sold-out offer says so instead of a form), then shows the kind's own summary and traveller fields beside the
 * shared price breakdown, policy, wallet and payment. A product page renders it with its two kind-specific parts:
 *
 *   <SupplierCheckoutPage product="flight" offerId={id} backHref="/flight"
 *     summary={(offer) => <FlightSummary offer={offer} />}
 *     travellerFields={(offer, travellers) => <PassengerFields offer={offer} saved={travellers} />} />
 *
 * The traveller fields are inputs named `travellers.<i>.<field>` (components/orders/form-tree.ts).
 */
export async function SupplierCheckoutPage<Details>({
  product,
  offerId,
  backHref,
  summary,
  travellerFields,
}: {
  product: SupplierProduct;
  offerId: string | undefined;
  backHref: string;
  summary: (offer: Offer<Details>) => ReactNode;
  travellerFields: (offer: Offer<Details>, savedTravellers: SavedTraveller[]) => ReactNode;
}) {
  const t = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  const mod = kindModules[product];
  if (!mod || !orgSellsCode(org.eligibleProducts, PRODUCTS[product].code)) notFound();
  const header = <PageHeader title={t("title")} />;
  const message = (text: string) => (
    <>
      {header}
      <PageBody>
        <p role="alert" className="text-slate-700" data-testid="checkout-message">
          {text}
        </p>
        <Link href={backHref} className="mt-4 inline-block font-semibold text-brand underline">
          {t("backToSearch")}
        </Link>
      </PageBody>
    </>
  );
  if (!offerId || offerId.length > 512) return message(t("invalid"));
  const user = await getSessionUser();
  const account = user ? await checkoutAccount(user.id) : null;
  if (!bookingAllowed(account, org)) {
    return (
      <>
        {header}
        <PageBody>{user ? <p role="alert">{t("failed")}</p> : <SignInPrompt page={t("title")} />}</PageBody>
      </>
    );
  }
  const repriced = await mod
    .supplier()
    .reprice(offerId)
    .catch(() => null);
  if (!repriced) return message(t("offerUnreachable"));
  if (repriced.status === "SOLD_OUT") return message(t("offerGone"));
  const offer = repriced.offer as Offer<Details>;
  const q = itemQuote(offer, { memberPricing: await memberPricingFor(user?.id) });
  const money = await moneyFormatter(locale, currency);
  const wallet = user
    ? await checkoutWalletData({
        userId: user.id,
        org,
        product: PRODUCTS[product].code,
        totalMinor: q.totalMinor,
        currency: q.currency,
        rates: await rateSnapshot(),
      })
    : null;
  return (
    <>
      {header}
      <PageBody>
        <WithWallet data={wallet}>
          <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
            {/* On a phone the summary and the wallet come first: a traveller sees what they pay for before Pay. */}
            <aside className="order-first h-fit space-y-4 rounded-xl border border-slate-200 p-5 lg:order-last" data-testid="checkout-summary">
              <h2 className="text-lg font-semibold">{t("yourTrip")}</h2>
              {summary(offer)}
              <p className="text-sm text-slate-600" data-testid="checkout-policy">
                {policyText(offer.terms, (iso) => formatDate(iso, locale, org.timeZone, { dateStyle: "medium" }), t)}
              </p>
              <PriceBreakdown chargesLabel={t("offerCharges")} quote={{ ...q, subtotalMinor: q.baseMinor }} money={money} />
              <PriceNotes quote={q} money={money} currency={currency} />
              <WalletSlot hasWallet={!!wallet} signedIn={!!user} />
            </aside>
            <SupplierCheckoutForm
              product={product}
              offerId={offer.id}
              expected={{ totalMinor: q.totalMinor, currency: q.currency }}
              payLabel={t("pay", { amount: money.display(q.totalMinor, q.currency) })}
              prefill={account?.contact ?? null}
            >
              {travellerFields(offer, account?.travellers ?? [])}
            </SupplierCheckoutForm>
          </div>
        </WithWallet>
      </PageBody>
    </>
  );
}

export type { SavedTraveller } from "@/lib/orders/checkout-account";

type T = Awaited<ReturnType<typeof getTranslations<"Checkout">>>;

/** The item's cancellation terms in words, with its deadline in the org's calendar. */
function policyText(terms: CancellationTerms, day: (iso: string) => string, t: T): string {
  if (terms.freeUntil) {
    const free = t("policyItemFree", { date: day(terms.freeUntil) });
    return terms.afterShareBps > 0 ? `${free}. ${t("policyItemShare", { date: day(terms.freeUntil), percent: terms.afterShareBps / 100 })}` : free;
  }
  return terms.afterShareBps > 0 ? t("policyItemShare", { date: day(new Date().toISOString()), percent: terms.afterShareBps / 100 }) : t("policyItemNone");
}
