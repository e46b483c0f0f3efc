import type { AfterBooking } from "@/lib/suppliers/seam";

/**
 * The catalogue's own rule for correcting the lead traveller's name (its stays and activities): a spelling mistake may
 * be put right — at most NAME_CORRECTION_MAX_LETTERS letters changed across first and last name together, so a booking
 * is never handed to another person — while the booking is confirmed and until check-in (the first item's start).
 * `nameCorrectionRule` both enforces it (with a change) and states it (without one): the trip page's sentence is
 * written from the same answer that refuses a change.
 */
export const NAME_CORRECTION_MAX_LETTERS = 3;

export type TravellerName = { firstName: string; lastName: string };

type Item = { productCode: string; supplier: string; kind: string; startsAt: Date | string };
type Order = { status: string; items: readonly Item[] };

export type NameRefusal =
  /** 409: the booking is not (or no longer) confirmed. */
  | { reason: "NOT_CONFIRMED" }
  /** 409: check-in (the first item's start) has passed. */
  | { reason: "STARTED" }
  /** 409: an item of another supplier: its own rules apply, through its order change requests. */
  | { reason: "SUPPLIER" }
  /** 400: the new name is the booked one. */
  | { reason: "SAME" }
  /** 400: more letters changed than a correction may; `field` changed the most. */
  | { reason: "TOO_MANY"; field: keyof TravellerName; letters: number };

export type NameRule = {
  maxLetters: number;
  /** Whether a correction can be asked now (the trip page shows its button and sentence only then). */
  open: boolean;
  /** With a proposed change: why it is refused, or null when it may be made. */
  refusal: NameRefusal | null;
};

/** `afterBooking`: what each item's supplier declares (lib/suppliers/registry.ts afterBookingOf). */
export function nameCorrectionRule(
  order: Order,
  now: Date,
  afterBooking: (item: Item) => AfterBooking,
  change?: { from: TravellerName; to: TravellerName },
): NameRule {
  const maxLetters = NAME_CORRECTION_MAX_LETTERS;
  const closed = closedBecause(order, now, afterBooking);
  if (closed || !change) return { maxLetters, open: !closed, refusal: closed };
  const first = editDistance(change.from.firstName, change.to.firstName);
  const last = editDistance(change.from.lastName, change.to.lastName);
  if (first + last === 0) return { maxLetters, open: true, refusal: { reason: "SAME" } };
  if (first + last > maxLetters)
    return { maxLetters, open: true, refusal: { reason: "TOO_MANY", field: last >= first ? "lastName" : "firstName", letters: first + last } };
  return { maxLetters, open: true, refusal: null };
}

function closedBecause(order: Order, now: Date, afterBooking: (item: Item) => AfterBooking): NameRefusal | null {
  if (order.status !== "CONFIRMED") return { reason: "NOT_CONFIRMED" };
  if (order.items.length === 0 || order.items.some((i) => !afterBooking(i).nameCorrection)) return { reason: "SUPPLIER" };
  const start = Math.min(...order.items.map((i) => new Date(i.startsAt).getTime()));
  return now.getTime() >= start ? { reason: "STARTED" } : null;
}

/** The rule as the API says it (English; the trip page says it in the reader's language from the same `maxLetters`). */
export function nameRuleSentence(rule: Pick<NameRule, "maxLetters">): string {
  return `You can correct a spelling of up to ${rule.maxLetters} letters in the traveller's name until check-in.`;
}

/** Levenshtein distance by characters (code points, so a letter outside the BMP counts once). */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[y.length]!;
}
