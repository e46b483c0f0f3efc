import { formatMoney } from "@/lib/locale/format";
import { CAR_EXTRA_CODES, bookedCarExtrasOf } from "@/lib/suppliers/cars/extras";
import type { TripT } from "./trip-words";

/**
 * The extras a car item holds, one line each with what they cost, as the confirmation, trip page, e-mail and calendar
 * say them: "Child seat × 1: $36.00". The extra's name in the reader's language (the rental company's own words when
 * the catalogue has none); the amount in the currency it was charged in, its symbol kept whole right to left.
 */
export function carExtrasLines(t: TripT, locale: string, details: unknown): string[] {
  return bookedCarExtrasOf(details).map((e) =>
    t("carExtraLine", {
      name: extraName(t, e),
      count: e.quantity,
      amount: formatMoney(e.amountMinor, e.currency, locale),
    }),
  );
}

/**
 * The extras without their prices ("Extras: Child seat × 1, Full cover × 1"), or null when there are none: for an
 * agent's quote, whose client is told one total and never the price of a part of it.
 */
export function carExtrasSummary(t: TripT, details: unknown, separator: string): string | null {
  const names = bookedCarExtrasOf(details).map((e) => t("carExtraCount", { name: extraName(t, e), count: e.quantity }));
  return names.length ? `${t("carExtras")}: ${names.join(separator)}` : null;
}

function extraName(t: TripT, e: { code: string; name: string }): string {
  return (CAR_EXTRA_CODES as readonly string[]).includes(e.code) ? t(`carExtraNames.${e.code}`) : e.name;
}
