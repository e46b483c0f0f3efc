/**
 * The car-rental sandbox's extras and terms, by company (../data/cars.mjs sells them through the Duffel stand-in):
 *
 * - Extras, each priced per day with a cap per rental (each unit costs its daily price × the rental days, at most the
 *   cap) and a maximum number per rental: child seat (for children up to about 4), booster seat (about 4 to 12),
 *   additional driver, full cover (the damage excess reduced to nothing; one per rental). Prices in US cents, × the
 *   company's price factor, rounded to 50 cents.
 * - Fuel policy: full to full (most), same to same (Cedar Drive), or a pre-purchased tank (Dune Rentals).
 * - Mileage: a company with a daily limit charges each kilometre over it (25–35 cents).
 * - Deposit held on the driver's card at pick-up: by the car's class, × the company's factor, rounded to 50 dollars.
 */

export const EXTRAS = [
  { code: "child_seat", name: "Child seat", dailyMinor: 1200, capMinor: 8400, maxQuantity: 3 },
  { code: "booster_seat", name: "Booster seat", dailyMinor: 800, capMinor: 5600, maxQuantity: 3 },
  { code: "additional_driver", name: "Additional driver", dailyMinor: 1100, capMinor: 9900, maxQuantity: 2 },
  { code: "full_cover", name: "Full cover (no excess)", dailyMinor: 2400, capMinor: 21600, maxQuantity: 1 },
];

const FUEL = { CDR: "same_to_same", DUN: "pre_purchase" };
const EXCESS_PER_KM = { BLB: 25, DUN: 35 };

const to50 = (minor) => Math.round(minor / 50) * 50;

/** The extras a company sells, in US cents. */
export function extrasOf(company) {
  return EXTRAS.map((e) => ({ ...e, dailyMinor: to50(e.dailyMinor * company.factor), capMinor: to50(e.capMinor * company.factor) }));
}

export function fuelPolicyOf(company) {
  return FUEL[company.code] ?? "full_to_full";
}

/** What each kilometre over the mileage limit costs, in US cents. */
export function mileageExcessMinor(company) {
  return EXCESS_PER_KM[company.code] ?? 30;
}

/** The deposit held on the driver's card, in US cents: by class size, × the company's factor, to 50 dollars. */
export function depositMinor(company, car) {
  const base = car.size <= 3 ? 25000 : car.size <= 7 ? 40000 : car.size <= 9 ? 60000 : 100000;
  return Math.round((base * company.factor) / 5000) * 5000;
}

/**
 * What the chosen extras cost for a rental of `days` days: each unit its daily price × days, at most its cap; the
 * answer lists each with its amount, or names the first choice that is not sold (`{ error, index, field }`).
 */
export function priceChosenExtras(offered, days, chosen) {
  const lines = [];
  for (const [index, c] of (chosen ?? []).entries()) {
    const extra = offered.find((e) => e.code === c?.code);
    if (!extra || lines.some((l) => l.code === c.code)) return { error: `extras[${index}].code is not an extra of this rate`, index, field: "code" };
    if (!Number.isInteger(c.quantity) || c.quantity < 1 || c.quantity > extra.maxQuantity)
      return { error: `extras[${index}].quantity must be from 1 to ${extra.maxQuantity}`, index, field: "quantity" };
    lines.push({ code: extra.code, name: extra.name, quantity: c.quantity, amountMinor: c.quantity * Math.min(extra.dailyMinor * days, extra.capMinor) });
  }
  return { lines, totalMinor: lines.reduce((s, l) => s + l.amountMinor, 0) };
}
