import { expect, test, type Page } from "@playwright/test";
import { createProperty, createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../tests/support/factories";
import { localToInstant } from "../lib/suppliers/wall-clock.mjs";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { dateWithDay } from "../tests/support/flights";
import { signInThroughApi } from "./support/auth";
import { payOnProviderPage } from "./support/checkout";
import { waitForHydration } from "./support/hydration";
import { fillDriver, fillPassenger } from "./support/travellers";

/**
 * Issue 53 §6 on a desktop in English: an agent builds a client's itinerary of a flight, a car (each from its
 * checkout's "Quote for a client", the car with a child seat) and a catalogue stay (My Quotes), sees each item's price and their commission,
 * sends it; the client's link shows the three items with their times and terms and one total, and the client books
 * it in one payment on the provider's page.
 */
async function addFromCheckout(page: Page, path: string, clientEmail: string, fill: () => Promise<void>) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByTestId("agent-quote-client").selectOption({ label: `Clara Client · ${clientEmail}` });
  await fill();
  await page.getByTestId("agent-quote-markupPercent").fill("10");
  await page.getByTestId("agent-quote-add-to-itinerary").click();
  await expect(page.getByTestId("agent-itinerary-added")).toBeVisible({ timeout: 20_000 });
}

test("an agent builds flight + stay + car for a client, who books it in one checkout", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const agent = await createUser({ userType: 1 });
  const name = `Rive Gauche Itinerary ${Date.now().toString(36)}`;
  await createStayProperty({ name, rooms: [{ name: "Garden Double", publicRateMinor: 12_000, memberRateMinor: 12_000, available: 3 }] });
  await signInThroughApi(page, agent.email, TEST_PASSWORD);
  const clientEmail = uniqueEmail("itinerary-client");
  const made = await page.request.post("/api/agent/clients", { data: { title: 3, firstName: "Clara", lastName: "Client", email: clientEmail } });
  const clientId = ((await made.json()) as { data: { id: number } }).data.id;

  const day = dateWithDay(0, 45);
  const offset = Math.round((Date.parse(day) - Date.parse(isoDay(0))) / 86_400_000);
  const flights = await (await page.request.get(`/api/flights/search?from=LHR&to=CDG&depart=${day}&adults=1`)).json();
  const flightId = flights.data.results.items[0].id as string;
  const cars = await (
    await page.request.get(
      `/api/cars/search?pickup=airport:CDG&pickupDate=${isoDay(offset + 1)}&pickupTime=10:00&dropoffDate=${isoDay(offset + 3)}&dropoffTime=10:00&age=31-40&residence=GB`,
    )
  ).json();
  const carId = cars.data.results[0].id as string;

  await addFromCheckout(page, `/flight/checkout?offer=${encodeURIComponent(flightId)}`, clientEmail, () =>
    fillPassenger(page, 0, { title: "ms", gender: "f", first: "Clara", last: "Client", born: "1988-04-12" }),
  );
  // The car with a child seat, chosen in the quote form as the car checkout offers it.
  await addFromCheckout(page, `/cars/checkout?offer=${encodeURIComponent(carId)}`, clientEmail, async () => {
    await fillDriver(page);
    const extras = page.getByTestId("agent-quote-form").getByTestId("car-extras");
    await extras.getByTestId("extra-child_seat-count-more").click();
    await expect(extras.getByTestId("extra-child_seat-count-value")).toHaveText("1");
  });
  await expect(page.getByTestId("agent-itinerary-added")).toContainText("2 items");

  await page.goto(`/agent/my-quotes?client=${clientId}`);
  await waitForHydration(page);
  await page.getByTestId("quote-check-in").fill(day);
  await page.getByTestId("quote-check-out").fill(isoDay(offset + 3));
  // Both days must have taken before the rooms are searched: the stay is priced for them.
  await expect(page.getByTestId("quote-check-in")).toHaveValue(day);
  await expect(page.getByTestId("quote-check-out")).toHaveValue(isoDay(offset + 3));
  await page.getByTestId("quote-room-search").fill(name);
  await page.getByTestId("quote-room-search-submit").click();
  await expect(page.getByTestId("quote-room")).toContainText("Garden Double");
  await page.getByTestId("quote-markup").fill("10");
  await page.getByTestId("quote-add-to-itinerary").click();
  await expect(page.getByTestId("quote-builder-status")).toContainText("3 items");

  const row = page.getByTestId("quote-row").filter({ hasText: "Itinerary · 3 items" });
  await expect(row.getByTestId("quote-item")).toHaveCount(3);
  await expect(row.getByTestId("itinerary-item-price")).toHaveCount(3);
  await expect(row.getByTestId("quote-row-commission")).toHaveText(/^Your commission: \$\d[\d,]*\.\d\d \(shown to you only\)$/);
  const quote = await testDb().quote.findFirstOrThrow({ where: { agentId: agent.id, markupBps: { not: null } } });
  await expect(row.getByTestId("quote-row-total")).toHaveText(`$${(quote.totalMinor / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  await row.screenshot({ path: testInfo.outputPath("itinerary-agent-desktop.png") });
  await row.getByTestId("quote-send").click();
  const link = (await row.getByTestId("quote-link").getAttribute("href"))!;

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link);
  await expect(client.getByTestId("quote-item")).toHaveCount(3);
  // In the order the trip happens: the flight, the stay (check-in that afternoon), the car the next morning.
  await expect(client.getByTestId("quote-item-title").nth(0)).toContainText("London (LHR) → Paris (CDG)");
  await expect(client.getByTestId("quote-item-title").nth(1)).toContainText(name);
  // The flight lands on Paris's clock.
  await expect(client.getByTestId("quote-item-when").nth(0)).toHaveText(/United Kingdom Time – .*Central European Time$/);
  // Times on each place's clock, the zone named; the terms from the one terms engine; no commission or item price.
  await expect(client.getByTestId("quote-item-policy")).toHaveCount(3);
  // The car's extra is named without its price.
  await expect(client.getByTestId("quote-item-extras")).toHaveText("Extras: Child seat × 1");
  await expect(client.locator("body")).not.toContainText(/commission/i);
  await expect(client.getByTestId("itinerary-item-price")).toHaveCount(0);
  await client.screenshot({ path: testInfo.outputPath("itinerary-client-desktop.png"), fullPage: true });
  await client.getByTestId("quote-book").click();
  await payOnProviderPage(client, { holder: "Clara Client" });
  await expect(client).toHaveURL(/\/quote\?key=/);
  await expect(client.getByTestId("quote-booked")).toBeVisible({ timeout: 20_000 });
  await client.screenshot({ path: testInfo.outputPath("itinerary-booked-desktop.png"), fullPage: true });
  await clientContext.close();

  const r = await testDb().order.findFirstOrThrow({ where: { userId: clientId }, include: { items: true } });
  expect(r).toMatchObject({ status: "CONFIRMED", totalMinor: quote.totalMinor, agentId: agent.id });
  expect(r.items.map((i) => i.kind).sort()).toEqual(["CAR", "FLIGHT", "STAY"]);
  expect(r.items.find((i) => i.kind === "CAR")!.details).toMatchObject({ extras: { rental: [{ code: "child_seat", quantity: 1 }] } });
});

test("an agent adds a catalogue activity to a client's itinerary from My Quotes, at its own place's time", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const agent = await createUser({ userType: 1 });
  const city = `Kyotoe${Date.now().toString(36)}`;
  const day = isoDay(30);
  const startsAt = new Date(localToInstant(`${day}T09:30`, "Asia/Tokyo"));
  await createProperty({
    productCode: "ACT",
    name: `Temple Walk ${city}`,
    city,
    timeZone: "Asia/Tokyo",
    slots: [{ day: 30, at: startsAt, capacity: 8, publicPriceMinor: 5_000, memberPriceMinor: 5_000 }],
  });
  await signInThroughApi(page, agent.email, TEST_PASSWORD);
  const clientEmail = uniqueEmail("activity-client");
  const made = await page.request.post("/api/agent/clients", { data: { title: 3, firstName: "Clara", lastName: "Client", email: clientEmail } });
  const clientId = ((await made.json()) as { data: { id: number } }).data.id;

  await page.goto(`/agent/my-quotes?client=${clientId}`);
  await waitForHydration(page);
  // Both fields must have taken when the search is asked (a late re-render of the page can reset a field typed early).
  await expect(async () => {
    await page.getByTestId("quote-activity-day").fill(day);
    await page.getByTestId("quote-activity-search").fill(city);
    await expect(page.getByTestId("quote-activity-day")).toHaveValue(day);
    await page.getByTestId("quote-activity-search-submit").click();
    await expect(page.getByTestId("quote-activity-slot")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The slot at 9:30 in Kyoto's own time, priced for the party of two, with its places.
  await expect(page.getByTestId("quote-activity-slot")).toContainText(/9:30\s?AM Japan/);
  await expect(page.getByTestId("quote-activity-slot")).toContainText("8 places left");
  await page.getByTestId("quote-activity").screenshot({ path: testInfo.outputPath("itinerary-activity-finder-desktop.png") });
  await page.getByTestId("quote-activity-add").click();
  await expect(page.getByTestId("quote-builder-status")).toContainText("1 item");

  const row = page.getByTestId("quote-row").filter({ hasText: "Itinerary · 1 item" });
  await expect(row.getByTestId("quote-item-title")).toContainText(`Temple Walk ${city}`);
  await expect(row.getByTestId("quote-item-when")).toHaveText(/9:30\s?AM Japan/);
  await expect(row.getByTestId("itinerary-item-price")).toHaveCount(1);
  await row.screenshot({ path: testInfo.outputPath("itinerary-activity-desktop.png") });

  // Another day with no slot says so.
  await page.getByTestId("quote-activity-day").fill(isoDay(31));
  await page.getByTestId("quote-activity-search-submit").click();
  await expect(page.getByTestId("quote-activities-empty")).toBeVisible();
});
