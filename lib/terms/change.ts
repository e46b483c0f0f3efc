import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { TermsWords } from "./words";

/**
 * What a fare lets the traveller change before departure, as the airline's conditions say it: nothing (a Basic fare),
 * free of charge (Flex), or for a fee per booking (Light, Standard). One statement for the results, the fare
 * families, the checkout and the trip page; the trip page's "Change flight" and the API follow the same conditions
 * (lib/orders/changes/flight-change-rule.ts).
 */
export type ChangeTerms = { kind: "none" } | { kind: "free" } | { kind: "fee"; feeMinor: number; currency: string };

/** The fare's change terms, or null when its conditions were not kept (a flight booked before they were). */
export function changeTerms(details: unknown): ChangeTerms | null {
  const c = (details as Partial<FlightDetails> | null)?.conditions;
  if (!c) return null;
  if (!c.changeable) return { kind: "none" };
  const fee = c.changePenaltyMinor ?? 0;
  return fee > 0 ? { kind: "fee", feeMinor: fee, currency: c.currency } : { kind: "free" };
}

/** The change terms in words: "Changes not allowed", "Free changes", "Changes for a $75.00 fee". */
export function changeText(c: ChangeTerms, w: Pick<TermsWords, "t" | "money">): string {
  if (c.kind === "none") return w.t("changeNone");
  if (c.kind === "free") return w.t("changeFree");
  return w.t("changeFee", { fee: w.money(c.feeMinor, c.currency) });
}
