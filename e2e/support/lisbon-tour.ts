import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { createProperty, isoDay } from "../../tests/support/factories";
import { expectConfirmation, fillCheckoutForm } from "./checkout";
import { memberIn } from "./journey";

/** The hour (UTC) that is 10:00 in Lisbon on `day` days from now: UTC+0 in winter, UTC+1 in summer. */
function lisbonTenAsUtcHour(day: number): number {
  const noon = new Date(`${isoDay(day)}T12:00:00Z`);
  const lisbonHour = Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Lisbon" }).format(noon));
  return 10 - (lisbonHour - 12);
}

/**
 * Issue #51 item 3: a member of the New York organisation books a Lisbon food tour at 10:00 Lisbon time. The checkout,
 * the confirmation, the trip page and its My Trips card all say 10:00 with Lisbon's zone named (`zone`, in the page's
 * language), never 5:00 (New York's clock); `ten` is 10:00 as the page's language writes it. Returns the time text
 * the pages agree on.
 */
export async function bookLisbonTourAtTen(page: Page, locale: "en-US" | "ar-SA", { ten, zone }: { ten: RegExp; zone: string }) {
  const day = 9;
  const tour = await createProperty({
    productCode: "ACT",
    name: `Lisbon Food Tour ${randomUUID().slice(0, 6)}`,
    city: "Lisbon",
    countryCode: "PT",
    latitude: 38.7223,
    longitude: -9.1393,
    timeZone: "Europe/Lisbon",
    slots: [{ day, hour: lisbonTenAsUtcHour(day), publicPriceMinor: 4_000, memberPriceMinor: 4_000 }],
  });
  await memberIn(page, locale);
  await page.goto(`/hotel-checkout?property=${tour.property.id}&slot=${tour.slots[0]!.id}&guests=2`);
  const atCheckout = page.getByTestId("checkout-slot");
  await expect(atCheckout).toContainText(ten);
  await expect(atCheckout).toContainText(zone);
  const text = (await atCheckout.textContent())!.trim();
  await page.screenshot({ path: `test-results/place-time/${locale}-checkout.png`, fullPage: true });

  await fillCheckoutForm(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  await expect(page.getByTestId("trip-item-time")).toHaveText(text);
  await page.screenshot({ path: `test-results/place-time/${locale}-confirmation.png`, fullPage: true });
  const reference = (await page.getByTestId("booking-reference").textContent())!;

  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("trip-item-time")).toHaveText(text);
  await page.screenshot({ path: `test-results/place-time/${locale}-trip.png`, fullPage: true });

  await page.goto("/user/my-trips");
  await expect(page.locator(`[data-testid="trip"][data-reference="${reference}"]`)).toContainText(text);
  return { text, reference };
}
