import type { getTranslations } from "@/lib/locale/translations";
import type { CarDetails } from "@/lib/suppliers/cars/types";

/**
 * A rental's facts in the reader's words — class, seats and bags, terms, where the desk is — as the results card, the
 * checkout summary and the filters say them. Each takes the "Cars" translator, so every page words a car alike.
 */
type T = Awaited<ReturnType<typeof getTranslations<"Cars">>>;

/** A car's class in words (the supplier's own word when the catalogue has none). */
export function categoryName(t: T, category: string): string {
  return t.has(`categories.${category}` as never) ? t(`categories.${category}` as never) : category;
}

/** Seats, bags, gearbox, air conditioning and fuel, as the card and the checkout summary list them. */
export function carFacts(t: T, d: CarDetails): string[] {
  return [
    d.seats ? t("card.seats", { count: d.seats }) : null,
    d.bags ? t("card.bags", { large: d.bags.large, small: d.bags.small }) : null,
    t(`card.transmission.${d.transmission}`),
    d.airConditioning ? t("card.airConditioning") : null,
    t.has(`card.fuel.${d.fuel}` as never) ? t(`card.fuel.${d.fuel}` as never) : null,
  ].filter((f): f is string => f !== null);
}

/** Unlimited, or the limit with its unit. */
export function mileageText(t: T, d: CarDetails): string {
  return d.mileage.unlimited ? t("card.unlimitedMileage") : t("card.limitedMileage", { limit: d.mileage.limit, unit: d.mileage.unit });
}

/**
 * The rental company's terms beyond the price, as the card, the checkout and the trip page state them: the mileage
 * (with what each unit over a limit costs), the fuel policy and the deposit held on the driver's card. `money` writes
 * an amount of the offer's currency (the supplier's: the desk charges and holds in it).
 */
export function termsTexts(t: T, d: CarDetails, money: (minor: number) => string): { key: string; text: string }[] {
  const excess = !d.mileage.unlimited && d.mileage.excessMinor ? t("card.mileageExcess", { amount: money(d.mileage.excessMinor), unit: d.mileage.unit }) : null;
  return [
    { key: "mileage", text: excess ? `${mileageText(t, d)} (${excess})` : mileageText(t, d) },
    ...(d.fuelPolicy ? [{ key: "fuel", text: t(`card.fuelPolicy.${d.fuelPolicy}`) }] : []),
    ...(d.depositMinor ? [{ key: "deposit", text: t("card.deposit", { amount: money(d.depositMinor) }) }] : []),
  ];
}

/** Where a desk is — an airport, a railway station, in town — or nothing for a car booked before desks said so. */
export function locationKindText(t: T, p: CarDetails["pickup"]): string | null {
  return p.kind ? t(`card.location.${p.kind}`) : null;
}

/** What the price includes (the collision damage waiver …), in one line. */
export function includedText(t: T, d: CarDetails): string {
  return d.included.map((i) => t(`card.includes.${i}`)).join(" · ");
}

/** How to reach a rental desk, as " (free shuttle)", or nothing. */
export function accessText(t: T, p: CarDetails["pickup"]): string {
  return p.access ? ` (${t(`card.access.${p.access}`)})` : "";
}
