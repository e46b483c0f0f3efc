/** Wallet cards as plain data for the pure wallet rules' unit tests (no database). */
import type { SpecCard } from "@/lib/wallet/rules";

let nextId = 1;

/** A card with the spec's fields (SPEC §3): an ACTIVE 50.00 USD hotel card that never expires, unless told otherwise. */
export function specCard(over: Partial<SpecCard> = {}): SpecCard {
  const id = nextId++;
  return {
    payment_card_id: id,
    card_code: `C${id}`,
    pro_code: null,
    status: "ACTIVE",
    services: ["HLT"],
    card_amount: 50,
    currency: "USD",
    expires_at: null,
    ...over,
  };
}
