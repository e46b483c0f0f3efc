import { chosenExtras, detailsWithExtras, withExtras } from "@/lib/orders/book-supplier-item";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { KindModule } from "@/lib/suppliers/kind-module";
import type { Offer } from "@/lib/suppliers/seam";

/**
 * A supplier's offer priced for an agent's client with the extras the agent chose for it (a car's child seat, full
 * cover): the supplier prices them as the kind's checkout does, added to the item's price, and kept in its details so
 * the booking books them and every page names them. No extras: the offer's price and details as they are.
 */
export async function offerWithExtras(
  mod: KindModule,
  offer: Offer<unknown>,
  chosen: readonly { id: string; quantity: number }[],
  travellers: unknown,
  memberPricing: boolean,
) {
  const extras = await chosenExtras(mod, mod.supplier(), offer, [...chosen], travellers);
  return { price: withExtras(itemQuote(offer, { memberPricing }), extras), details: detailsWithExtras(offer.details, extras) };
}
