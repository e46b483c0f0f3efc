import { numberFormat } from "@/lib/locale/intl-cache";
import type { Party } from "./occupancy";

/** A translator of the "Trip.party" messages (next-intl's, or the e-mail's). */
export type PartyT = (key: "adults" | "withChildren", values: Record<string, string | number>) => string;

/**
 * "2 adults, 1 child (age 4)": the party as the checkout, the confirmation and the trip page say it, each age in the
 * reader's digits and the ages joined as the reader's language lists things.
 */
export function partyWords(t: PartyT, locale: string, party: Party): string {
  const adults = t("adults", { count: party.adults });
  if (party.childAges.length === 0) return adults;
  const digits = numberFormat("integer", locale, { maximumFractionDigits: 0 });
  const ages = new Intl.ListFormat(locale, { type: "conjunction" }).format(party.childAges.map((age) => digits.format(age)));
  return t("withChildren", { adults, count: party.childAges.length, ages });
}
