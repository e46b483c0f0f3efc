import type { DateFormatter } from "@/lib/orders/place-time";
import { placeTimeText, UNKNOWN_ZONE } from "@/lib/orders/place-time";
import type { Deadline, Phase, Refund, Statement } from "./types";

/** A translator of the "Terms" namespace: a page's getTranslations("Terms"), or translatorFor(…, "Terms"). */
export type TermsT = (key: TermsKey, values?: Record<string, string | number>) => string;
type TermsKey =
  | "untilDeadline"
  | "beforeStart"
  | "nowAll"
  | "nowShare"
  | "nowFee"
  | "nowNone"
  | "thenShare"
  | "thenFee"
  | "thenNone"
  | "ended"
  | "started"
  | "badgeFree"
  | "badgeShare"
  | "badgeFee"
  | "badgeNone"
  | "changeNone"
  | "changeFree"
  | "changeFee";

export type TermsWords = {
  t: TermsT;
  format: DateFormatter;
  /** An amount in its own currency, as the page writes money ("$14.00"). */
  money: (amountMinor: number, currency: string) => string;
  /** How a day deadline is written: "Sat, Dec 5, 2026" (long) or "Dec 5" (short, for the results' badge). */
  dayStyle?: "long" | "short";
};

const GREGORY = { calendar: "gregory" } as const;

/** A deadline as the reader reads it: a calendar day, or an instant on the clock of the item's place, zone named. */
export function deadlineWords(w: Pick<TermsWords, "format" | "dayStyle">, d: Deadline): string {
  if ("at" in d) return placeTimeText(w.format, d.at, d.timeZone ?? UNKNOWN_ZONE);
  const at = new Date(`${d.day}T12:00:00Z`);
  return w.dayStyle === "short"
    ? w.format.dateTime(at, { ...GREGORY, timeZone: "UTC", day: "numeric", month: "short" })
    : w.format.dateTime(at, { ...GREGORY, timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
}

function until(w: TermsWords, kind: string, d: Deadline | null): string {
  return d ? w.t("untilDeadline", { deadline: deadlineWords(w, d) }) : w.t("beforeStart", { kind });
}

function refundValues(w: TermsWords, r: Refund): Record<string, string | number> {
  if (r.kind === "share") return { share: r.bps / 10_000 };
  if (r.kind === "fee") return { fee: w.money(r.feeMinor, r.currency) };
  return {};
}

function phaseWords(w: TermsWords, kind: string, p: Phase, first: boolean): string {
  const r = p.refund;
  const values = { ...refundValues(w, r), until: until(w, kind, p.until) };
  if (r.kind === "none") return first ? w.t("nowNone") : w.t("thenNone");
  if (r.kind === "all") return w.t("nowAll", values);
  if (r.kind === "share") return w.t(first ? "nowShare" : "thenShare", values);
  return w.t(first ? "nowFee" : "thenFee", values);
}

/**
 * The statement in words, the one sentence every page and e-mail shows: what a free period already over was ("Free
 * cancellation ended on Sat, Dec 5, 2026."), what cancelling gives back now and until when, then each later period
 * ("After that, 50% is refunded if you cancel before check-in."), or that it can no longer be cancelled.
 */
export function termsText(s: Statement, w: TermsWords): string {
  if (!s.cancellable) return w.t("started", { kind: s.kind });
  const parts: string[] = [];
  if (s.ended) parts.push(w.t("ended", { deadline: deadlineWords(w, s.ended) }));
  parts.push(phaseWords(w, s.kind, { refund: s.now, until: s.until }, true));
  for (const p of s.then) parts.push(phaseWords(w, s.kind, p, false));
  return parts.join(" ");
}

/** The results' short badge: "Free cancellation until Dec 5", "Partly refundable", "Refundable less a $14.00 fee", "Non-refundable". */
export function termsBadge(s: Statement, w: TermsWords): { kind: "free" | "partial" | "none"; text: string } {
  const r = s.now;
  if (!s.cancellable || r.kind === "none") return { kind: "none", text: w.t("badgeNone") };
  if (r.kind === "all") return { kind: "free", text: w.t("badgeFree", { until: until({ ...w, dayStyle: "short" }, s.kind, s.until) }) };
  if (r.kind === "fee") return { kind: "partial", text: w.t("badgeFee", refundValues(w, r)) };
  return { kind: "partial", text: w.t("badgeShare") };
}
