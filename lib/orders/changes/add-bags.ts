import type { BagsAdded } from "./apply-bags";
import { BAGS_CHECKOUT, bagChoices, bagsFlightOrThrow, priceBags, type BagChoice, type BagsChange } from "./bags-change";
import { extrasChange, type ExtrasInput, type ExtrasKind, type ExtrasPayment } from "./extras-change";

export type BagsQuote = { reference: string; status: "QUOTE"; currency: string; bags: BagChoice[] };
export type BagsPayment = ExtrasPayment;

export const BAGS_NOT_PAID = "The payment for these bags was not completed, so nothing was added. Please choose the bags again.";

type Offered = Awaited<ReturnType<typeof bagChoices>>;

/** Extra checked bags: the airline's order available_services, paid on the provider's page (./extras-change.ts). */
const BAGS: ExtrasKind<BagsChange, Offered, BagsQuote, BagsAdded> = {
  prefix: BAGS_CHECKOUT,
  notPaid: BAGS_NOT_PAID,
  priceChanged: "The price of these bags has changed. Please check the new price.",
  flight: bagsFlightOrThrow,
  offered: bagChoices,
  quote: (r, offered) => ({ reference: r.reference, status: "QUOTE", ...offered }),
  price: priceBags,
  made: (reference, data) => {
    const d = data as unknown as Omit<BagsAdded, "reference" | "status">;
    return { reference, status: "ADDED", bags: d.bags, totalMinor: d.totalMinor, currency: d.currency };
  },
};

/**
 * Extra checked bags for the order's flight, after booking, for its member or its guest: without `confirm` what the
 * airline sells now (per passenger and slice, priced, how many are left); with it a checkout for their total, the
 * bags added once paid (./settle-bags-checkout.ts).
 */
export function addFlightBags(input: ExtrasInput): Promise<BagsQuote | BagsPayment | BagsAdded> {
  return extrasChange(BAGS, input);
}
