import { numberFormat } from "@/lib/locale/intl-cache";
import { partyOf, type Party } from "./occupancy";

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

/**
 * A stay's guests as a sentence: the party with each child's age where the ages are known ("2 adults, 1 child (age
 * 4)"), else the count the booking or quote has (`guests`: "3 guests").
 */
export function guestsWords(t: PartyT, guests: (count: number) => string, locale: string, count: number, childAges: readonly number[]): string {
  return childAges.length ? partyWords(t, locale, partyOf(count, childAges)) : guests(count);
}
