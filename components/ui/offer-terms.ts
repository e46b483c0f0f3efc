import { termsWords } from "@/lib/terms/page-words";
import { catalogueStatement, offerStatement } from "@/lib/terms/of";
import { termsBadge, termsText } from "@/lib/terms/words";

/**
 * The terms engine's sentences (lib/terms) as every kind's card, checkout and details page states them and the trip
 * page will say them once booked, as of `now` (the moment a search was priced, else now): a supplier offer's (in full, or in brief as a `badge`), or a stay of our
 * own catalogue's from its first day; deadlines on the calendar of `zone`.
 */
export async function offerTerms(locale: string, now = new Date()) {
  const words = await termsWords(locale);
  return {
    now,
    offer: (offer: Parameters<typeof offerStatement>[0], zone?: string) => termsText(offerStatement(offer, now, zone), words),
    badge: (offer: Parameters<typeof offerStatement>[0], zone?: string) => termsBadge(offerStatement(offer, now, zone), words),
    stay: (property: Parameters<typeof catalogueStatement>[0], start: string, zone: string) => termsText(catalogueStatement(property, start, now, zone), words),
    stayBadge: (property: Parameters<typeof catalogueStatement>[0], start: string, zone: string) =>
      termsBadge(catalogueStatement(property, start, now, zone), words),
  };
}
