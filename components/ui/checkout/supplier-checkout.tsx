import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { isOfferIdShaped } from "@/lib/suppliers/offer-id-shape";
import { getTranslations } from "@/lib/locale/translations";
import { PriceBreakdown, PriceNotes } from "@/components/booking/checkout-parts";
import { CheckoutNotAllowed, CheckoutShell, checkoutViewer } from "@/components/ui/checkout/checkout-shell";
import { CheckoutMessage } from "@/components/ui/checkout/checkout-message";
import { termsWords } from "@/lib/terms/page-words";
import { offerStatement } from "@/lib/terms/of";
import { termsText } from "@/lib/terms/words";
import { SupplierQuoteForm } from "@/components/agent/supplier-quote-form";
import { listClients } from "@/lib/agent/clients";
import { USER_TYPE } from "@/lib/auth/rules";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { moneyFormatter } from "@/lib/locale/display-money";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { SUPPLIER_PRODUCTS } from "@/lib/orders/schemas";
import { orgSellsCode, PRODUCTS } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/http/page-context";
import { kindModules } from "@/lib/suppliers/registry";
import type { Offer } from "@/lib/suppliers/seam";
import { guestMemberOffer } from "@/components/booking/guest/guest-member-offer";

type SupplierProduct = (typeof SUPPLIER_PRODUCTS)[number];

/**
 * The checkout page of a supplier's offer, for every supplier product: it re-prices the offer with the supplier (a
 * sold-out offer says so instead of a form), then fills the checkout shell (components/ui/checkout/checkout-shell.tsx)
 * with the kind's own summary, traveller fields and extras beside the shared price breakdown and policy. A product
 * page renders it with its kind-specific parts:
 *
 *   <SupplierCheckoutPage product="cars" offerId={id} backHref="/cars" summary={(offer) => <CarSummary offer={offer} />}
 *     travellerFields={(offer, saved) => <DriverFields offer={offer} saved={saved} />}
 *     extras={(offer) => <CarExtrasSection offer={offer} />} extrasLabel={t("total")} />
 *
 * The traveller fields are inputs named `travellers.<i>.<field>` (components/ui/checkout/form-tree.ts).
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
  /** The kind's extras picker (seats and bags, a child seat), after the travellers on the booking form only. */
  extras?: (offer: Offer<Details>) => ReactNode;
  /** The summary's line for the extras chosen. */
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
  const viewer = await checkoutViewer(org);
  const user = viewer.user;
  // An agent (not acting for a client) may quote the offer for a client instead of booking it.
  const agentClients = user?.userType === USER_TYPE.agent ? await listClients(user.id) : null;
  // A member whose account cannot book is told so; a guest on a members-only site sees the summary and signs in.
  if (!viewer.mayBook && !agentClients && user) return <CheckoutNotAllowed title={t("title")} signedIn failed={t("failed")} />;
  const repriced = await mod
    .supplier()
    .reprice(offerId)
    .catch(() => null);
  if (!repriced) return message(t("offerUnreachable"));
  if (repriced.status === "SOLD_OUT") return message(t("offerGone"));
  const offer = repriced.offer as Offer<Details>;
  const q = itemQuote(offer, { memberPricing: await memberPricingFor(user?.id) });
  const money = await moneyFormatter(locale, currency);
  return (
    <CheckoutShell
      title={t("title")}
      summaryTitle={t("yourTrip")}
      viewer={viewer}
      product={PRODUCTS[product].code}
      price={{ totalMinor: q.totalMinor, currency: q.currency }}
      post={{ url: "/api/orders", body: { product, offerId: offer.id } }}
      summary={
        <>
          {summary(offer)}
          <p className="text-sm text-slate-600" data-testid="checkout-policy">
            {termsText(offerStatement(offer, new Date(), org.timeZone), await termsWords(locale))}
          </p>
          <PriceBreakdown chargesLabel={t("offerCharges")} quote={{ ...q, subtotalMinor: q.baseMinor }} money={money} extrasLabel={extrasLabel} />
          <PriceNotes quote={q} money={money} memberOffer={guestMemberOffer(!!user, q, money)} />
        </>
      }
      travellers={(saved) => travellerFields(offer, saved)}
      extras={extras?.(offer)}
      // The agent's own saved travellers are not the client's: the quote's traveller fields start empty.
      quote={
        agentClients && (
          <SupplierQuoteForm
            product={product}
            offerId={offer.id}
            timeZone={org.timeZone}
            clients={agentClients.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.mobileNo ?? "" }))}
            extras={extras?.(offer)}
          >
            {travellerFields(offer, [])}
          </SupplierQuoteForm>
        )
      }
    />
  );
}
