/**
 * A rental's extras — child seat, booster seat, additional driver, full cover — as the rental company sells them with
 * an offer: a price per day, a cap per rental and a maximum number. The one rule that prices them, and the one check of
 * what a traveller chose: the checkout sends only codes and quantities; the prices are read from the supplier's offer
 * at booking, so nothing a browser says is ever a price.
 */
import type { ExtrasAnswer } from "@/lib/suppliers/kind-module";

export const CAR_EXTRA_CODES = ["child_seat", "booster_seat", "additional_driver", "full_cover"] as const;
export type CarExtraCode = (typeof CAR_EXTRA_CODES)[number];

/** One extra on offer, in minor units of the offer's currency. `capMinor` null: no cap. */
export type CarExtraOffer = { code: string; name: string; perDayMinor: number; capMinor: number | null; maxQuantity: number };

/** One extra as booked, kept on the order item and named on the confirmation, trip page and e-mail. */
export type CarBookedExtra = {
  code: string;
  name: string;
  quantity: number;
  perDayMinor: number;
  capMinor: number | null;
  amountMinor: number;
  /** The offer's currency, which every amount here is in. */
  currency: string;
};

export const EXTRA_NOT_OFFERED = "This extra is not offered with this car. Please choose from the list.";
export const EXTRA_TWICE = "Each extra can be chosen once: set how many you need instead.";
export const EXTRA_MAX = (max: number) => `Choose at most ${max} of this extra.`;

/** What `quantity` of one extra costs over `days` rental days: each unit its daily price × days, at most the cap. */
export function carExtraMinor(extra: Pick<CarExtraOffer, "perDayMinor" | "capMinor">, days: number, quantity: number): number {
  const one = extra.perDayMinor * Math.max(1, days);
  return quantity * (extra.capMinor === null ? one : Math.min(one, extra.capMinor));
}

/**
 * Prices what a traveller chose against the extras the offer sells: every code must be one of them, once, and its
 * quantity at most the maximum. Answers the priced extras (the supplier's services: code, quantity, amount), or every
 * reason to refuse, each naming its field (`services.<i>.id`, `services.<i>.quantity`).
 */
export function priceCarExtras(
  offered: readonly CarExtraOffer[],
  days: number,
  currency: string,
  chosen: readonly { id: string; quantity: number }[],
): ExtrasAnswer {
  const problems: { path: string; message: string }[] = [];
  const booked: CarBookedExtra[] = [];
  chosen.forEach((c, i) => {
    const extra = offered.find((e) => e.code === c.id);
    if (!extra) return problems.push({ path: `services.${i}.id`, message: EXTRA_NOT_OFFERED });
    if (booked.some((b) => b.code === c.id)) return problems.push({ path: `services.${i}.id`, message: EXTRA_TWICE });
    if (!Number.isInteger(c.quantity) || c.quantity < 1 || c.quantity > extra.maxQuantity)
      return problems.push({ path: `services.${i}.quantity`, message: EXTRA_MAX(extra.maxQuantity) });
    booked.push({ ...extra, quantity: c.quantity, amountMinor: carExtraMinor(extra, days, c.quantity), currency });
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    priced: {
      currency,
      totalMinor: booked.reduce((sum, b) => sum + b.amountMinor, 0),
      services: booked.map((b) => ({ id: b.code, quantity: b.quantity, amountMinor: b.amountMinor })),
      booked: { rental: booked },
    },
  };
}

/** The extras a car item holds, or none (an item booked before extras, or another kind's). */
export function bookedCarExtrasOf(details: unknown): CarBookedExtra[] {
  const rental = (details as { extras?: { rental?: unknown } } | null)?.extras?.rental;
  return Array.isArray(rental) ? (rental as CarBookedExtra[]) : [];
}
