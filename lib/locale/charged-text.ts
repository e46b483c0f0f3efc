/** The one "Checkout" text this needs, "{charged} (about {shown})" in the reader's language. */
export type ChargedT = (key: "chargedAbout", values: { charged: string; shown: string }) => string;

/**
 * What a card is (or was) charged, as every page, button and e-mail says it: the amount in the card's own currency —
 * what the payment provider's page and the bank statement show — with the visitor's currency beside it, "€198.00
 * (about $215.22)". Where the two read the same (the card is charged in the visitor's currency) it is said once.
 * `charged` and `shown` are already formatted, so each caller keeps its own rate (today's, or the booking's own).
 */
export function chargedText(t: ChargedT, charged: string, shown: string): string {
  return charged === shown ? shown : t("chargedAbout", { charged, shown });
}
