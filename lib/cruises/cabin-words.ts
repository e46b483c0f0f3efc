import type { CabinCategory, CabinFacts } from "@/lib/suppliers/cruises/types";
import { partSeparator } from "@/lib/locale/part-separator";

/** What these texts need of a "Cruises" translator: a page's getTranslations("Cruises") and translatorFor's both are one. */
type CruisesT = (key: "cabinFacts" | "deckRange" | "deckOne" | `cabins.${CabinCategory}`, values?: Record<string, number>) => string;

/**
 * The decks a cabin category is found on, from the supplier's text: "7–12" (an en dash or a hyphen) or one deck "9".
 * The text itself is the supplier's; read as a number it was NaN ("decks NaN"), so it is taken apart here and each
 * deck written as a number of the reader's language.
 */
export function deckSpan(decks: string): { from: number; to: number } | null {
  const m = /^\s*(\d{1,2})\s*(?:[–-]\s*(\d{1,2}))?\s*$/.exec(decks);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** "decks 7–12", "deck 9", or nothing when the supplier's text names no decks. */
export function decksText(t: CruisesT, decks: string): string {
  const span = deckSpan(decks);
  if (!span) return "";
  return span.from === span.to ? t("deckOne", { deck: span.from }) : t("deckRange", { from: span.from, to: span.to });
}

/** A cabin category's facts as the supplier gives them: "Sleeps up to 4 · about 21 m² · decks 7–12" (`locale`: the reader's separator). */
export function cabinFactsText(t: CruisesT, facts: Pick<CabinFacts, "maxGuests" | "sizeM2" | "decks">, locale: string): string {
  return [t("cabinFacts", { guests: facts.maxGuests, size: facts.sizeM2 }), decksText(t, facts.decks)].filter(Boolean).join(partSeparator(locale));
}

/** The booked cabin on a trip: "Balcony · sleeps up to 4 · about 21 m² · decks 7–12". */
export function bookedCabinText(t: CruisesT, cabin: CabinFacts, locale: string): string {
  return [t(`cabins.${cabin.category}`), cabinFactsText(t, cabin, locale)].join(partSeparator(locale));
}
