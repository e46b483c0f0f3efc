import { notFound } from "next/navigation";
import { isOfferIdShaped } from "@/lib/suppliers/offer-id-shape";
import { getTranslations } from "@/lib/locale/translations";
import type { ReactNode } from "react";
import { PriceBreakdown, PriceNotes, WalletSlot } from "@/components/booking/checkout-parts";
import { CheckoutLayout, CheckoutNotAllowed } from "@/components/orders/checkout-layout";
import { CheckoutMessage } from "@/components/orders/checkout-message";
import { termsWords } from "@/components/orders/policy-text";
import { offerStatement } from "@/lib/terms/of";
import { termsText } from "@/lib/terms/words";
import { AgentCheckoutChoice } from "@/components/agent/agent-checkout-choice";
import { SupplierQuoteForm } from "@/components/agent/supplier-quote-form";
import { listClients } from "@/lib/agent/clients";
import { USER_TYPE } from "@/lib/auth/rules";
import { getSessionUser } from "@/lib/http/current-user";
import { bookingAllowed } from "@/lib/booking/eligibility";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { moneyFormatter } from "@/lib/locale/display-money";
import { rateSnapshot } from "@/lib/locale/rates";
import { checkoutAccount, type SavedTraveller } from "@/lib/orders/checkout-account";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { SUPPLIER_PRODUCTS } from "@/lib/orders/schemas";
import { orgSellsCode, PRODUCTS } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/http/page-context";
import { kindModules } from "@/lib/suppliers/registry";
import type { Offer } from "@/lib/suppliers/seam";
import { checkoutWalletData } from "@/lib/wallet/checkout-data";
import { SupplierCheckoutForm } from "./supplier-checkout-form";
import { guestMemberOffer } from "@/components/booking/guest/guest-member-offer";

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
  extras,
  extrasLabel,
}: {
  product: SupplierProduct;
  offerId: string | undefined;
  backHref: string;
  summary: (offer: Offer<Details>) => ReactNode;
  travellerFields: (offer: Offer<Details>, savedTravellers: SavedTraveller[]) => ReactNode;
  /** The kind's extras picker (a flight's seats and bags), after the travellers on the booking form only. */
  extras?: (offer: Offer<Details>) => ReactNode;
  /** The summary's line for the extras chosen (default: a flight's "Seats and bags"). */
  extrasLabel?: string;
}) {
  const t = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  const mod = kindModules[product];
  if (!mod || !orgSellsCode(org.eligibleProducts, PRODUCTS[product].code)) notFound();
  const message = (text: string) => <CheckoutMessage title={t("title")} text={text} backHref={backHref} backLabel={t("backToSearch")} />;
  if (!offerId) return message(t("invalid"));
  // Not an id of this product's supplier (a path such as ../orders/…): never sent to it, and gone as far as we know.
  if (!isOfferIdShaped(product, offerId)) return message(t("offerGone"));
  const user = await getSessionUser();
  const account = user ? await checkoutAccount(user.id) : null;
  // An agent (not acting for a client) may quote the offer for a client instead of booking it.
  const agentClients = user?.userType === USER_TYPE.agent ? await listClients(user.id) : null;
  const mayBook = bookingAllowed(account, org);
  // A member whose account cannot book is told so; a guest on a members-only site sees the summary and signs in.
  if (!mayBook && !agentClients && user) return <CheckoutNotAllowed title={t("title")} signedIn failed={t("failed")} />;
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
        displayCurrency: currency,
      })
    : null;
  const payForm = (
    <SupplierCheckoutForm
      product={product}
      offerId={offer.id}
      expected={{ totalMinor: q.totalMinor, currency: q.currency }}
      view={money.view([q.currency])}
      prefill={account?.contact ?? null}
    >
      {travellerFields(offer, account?.travellers ?? [])}
      {extras?.(offer)}
    </SupplierCheckoutForm>
  );
  // The agent's own saved travellers are not the client's: the quote's traveller fields start empty.
  const quoteForm = agentClients && (
    <SupplierQuoteForm
      product={product}
      offerId={offer.id}
      timeZone={org.timeZone}
      clients={agentClients.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.mobileNo ?? "" }))}
    >
      {travellerFields(offer, [])}
    </SupplierQuoteForm>
  );
  return (
    <CheckoutLayout
      title={t("title")}
      wallet={wallet}
      summaryTitle={t("yourTrip")}
      summary={
        <>
          {summary(offer)}
          <p className="text-sm text-slate-600" data-testid="checkout-policy">
            {termsText(offerStatement(offer, new Date(), org.timeZone), await termsWords(locale))}
          </p>
          <PriceBreakdown
            chargesLabel={t("offerCharges")}
            quote={{ ...q, subtotalMinor: q.baseMinor }}
            money={money}
            extrasLabel={extras ? (extrasLabel ?? (await getTranslations("Flights.extras"))("total")) : undefined}
          />
          <PriceNotes quote={q} money={money} memberOffer={guestMemberOffer(!!user, q, money)} />
          <WalletSlot hasWallet={!!wallet} signedIn={!!user} />
        </>
      }
      membersOnly={!mayBook && !quoteForm}
      form={quoteForm ? <AgentCheckoutChoice quote={quoteForm} book={mayBook ? payForm : null} /> : payForm}
    />
  );
}

export type { SavedTraveller } from "@/lib/orders/checkout-account";
