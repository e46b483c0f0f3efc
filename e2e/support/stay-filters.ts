import { expect, type Locator, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { createProperty, isoDay, testDb, uniqueWord } from "../../tests/support/factories";

const KM_PER_DEG = 111.195;

/**
 * A city of the test's own with four stays around its centre: a free-to-cancel five-star hotel at the centre, a
 * non-refundable four-star hotel 2 km out, a four-star hotel whose free period is over (30 days before a check-in
 * 10 days away), and a three-star partly refundable villa 8 km out.
 */
export async function cityOfFourStays(prefix: string) {
  const city = uniqueWord(prefix);
  const centre = { latitude: 48.19, longitude: 16.33 };
  const dest = await testDb().destination.create({
    data: { slug: `test-${randomBytes(6).toString("hex")}`, name: city, countryCode: "AT", ...centre, timeZone: "Europe/Vienna" },
  });
  const at = (km: number) => ({
    city,
    countryCode: "AT",
    destinationId: dest.id,
    latitude: centre.latitude + km / KM_PER_DEG,
    longitude: centre.longitude + km / 200,
  });
  const room = (minor: number) => [{ publicRateMinor: minor, memberRateMinor: minor - 1_000 }];
  await createProperty({ name: `Free Five ${city}`, ...at(0), starRating: 5, rooms: room(30_000), cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 2 });
  await createProperty({ name: `Strict Four ${city}`, ...at(2), starRating: 4, rooms: room(20_000), cancellationPolicy: "NON_REFUNDABLE", freeCancelDays: 0 });
  await createProperty({
    name: `Late Four ${city}`,
    ...at(4),
    starRating: 4,
    rooms: room(18_000),
    cancellationPolicy: "FREE_CANCELLATION",
    freeCancelDays: 30,
  });
  await createProperty({
    name: `Villa Three ${city}`,
    ...at(8),
    starRating: 3,
    rooms: room(25_000),
    cancellationPolicy: "PARTIAL_REFUND",
    freeCancelDays: 3,
    propertyType: "villa",
  });
  return { city, url: `/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&guests=2&rooms=1` };
}

export type BandLink = { count: number; min?: string; max?: string };

/** The budget bands of a filter form as its links say (their count and range in major units). */
export function budgetBands(links: Locator): Promise<BandLink[]> {
  return links.evaluateAll((as) =>
    as.map((a) => ({ count: Number((a as HTMLElement).dataset.count), min: (a as HTMLElement).dataset.min, max: (a as HTMLElement).dataset.max })),
  );
}

/**
 * The bands as their links say, and the first that narrows the list: it gives some of the `listed` results, neither
 * none nor all. Every result counts in one band at least (a price on an edge is in both bands it bounds).
 */
export async function narrowingBand(links: Locator, listed: number): Promise<{ i: number; band: BandLink }> {
  const all = await budgetBands(links);
  expect(all.reduce((s, b) => s + b.count, 0)).toBeGreaterThanOrEqual(listed);
  const i = all.findIndex((b) => b.count > 0 && b.count < listed);
  expect(i, "a band that gives some of the results").toBeGreaterThanOrEqual(0);
  return { i, band: all[i]! };
}

/**
 * Every card's price (minor units of a two-decimal currency) is inside the band: by default a stay card's, which says
 * it in data-amount-minor; a package card's says it in data-minor.
 */
export async function expectPricesInside(page: Page, band: BandLink, price = { testId: "result-price", data: "amountMinor" }) {
  const prices = await page.getByTestId(price.testId).evaluateAll((ps, key) => ps.map((p) => Number((p as HTMLElement).dataset[key])), price.data);
  expect(prices.length).toBe(band.count);
  for (const minor of prices) {
    if (band.min) expect(minor).toBeGreaterThanOrEqual(Number(band.min) * 100);
    if (band.max) expect(minor).toBeLessThanOrEqual(Number(band.max) * 100);
  }
}
