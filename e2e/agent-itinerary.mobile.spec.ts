import { devices, expect, test } from "@playwright/test";
import { createProperty, createUser, TEST_PASSWORD, uniqueEmail } from "../tests/support/factories";
import { localToInstant } from "../lib/suppliers/wall-clock.mjs";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { adult, dateWithDay } from "../tests/support/flights";
import { formatMoney } from "../lib/locale/format";
import { baseUrl, signInThroughApi } from "./support/auth";
import { payOnProviderPage } from "./support/checkout";
import { waitForHydration } from "./support/hydration";
import { ar, expectNoSidewaysScroll } from "./support/journey";

/**
 * Issue 53 §6 on a phone in Arabic: the client opens an itinerary of a flight, a stay, a car with full cover and a
 * catalogue activity their agent sent, reads it right to left with nothing wider than the screen (the car's extra
 * named, never priced) and its one total, and books it in one payment on the provider's page. The agent, on a phone
 * in Arabic too, sees the itinerary with each item's price, the total and their commission.
 */
test("on a phone in Arabic the client reads a four-kind itinerary and books it in one checkout", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const agent = await createUser({ userType: 1 });
  // The agent works on a phone in Arabic too.
  const agentPage = await (await browser.newContext({ ...devices["Pixel 7"], locale: "ar-SA", baseURL: baseUrl })).newPage();
  await agentPage.context().addCookies([{ name: "lan_code", value: "ar-SA", url: baseUrl }]);
  await signInThroughApi(agentPage, agent.email, TEST_PASSWORD);
  const email = uniqueEmail("itinerary-phone");
  const made = await agentPage.request.post("/api/agent/clients", { data: { title: 3, firstName: "Layla", lastName: "Haddad", email } });
  const clientId = ((await made.json()) as { data: { id: number } }).data.id;
  const { property, rooms } = await createStayProperty({ rooms: [{ name: "Garden Double", publicRateMinor: 12_000, available: 3 }] });

  const day = dateWithDay(0, 50);
  const offset = Math.round((Date.parse(day) - Date.parse(isoDay(0))) / 86_400_000);
  const flights = await (await agentPage.request.get(`/api/flights/search?from=LHR&to=CDG&depart=${day}&adults=1`)).json();
  const cars = await (
    await agentPage.request.get(
      `/api/cars/search?pickup=airport:CDG&pickupDate=${isoDay(offset + 1)}&pickupTime=10:00&dropoffDate=${isoDay(offset + 3)}&dropoffTime=10:00&age=31-40&residence=GB`,
    )
  ).json();
  const driver = {
    title: "MS",
    firstName: "Layla",
    lastName: "Haddad",
    dateOfBirth: "1988-04-12",
    phone: "+44 20 7946 0000",
    email,
    flightNumber: "",
    ageRange: "31-40",
    pickupDate: isoDay(offset + 1),
  };
  // A boat tour in Paris at 14:00 there, the day after the car is picked up.
  const tour = await createProperty({
    productCode: "ACT",
    name: `Seine Cruise ${Date.now().toString(36)}`,
    city: "Paris",
    timeZone: "Europe/Paris",
    slots: [
      {
        day: offset + 2,
        at: new Date(localToInstant(`${isoDay(offset + 2)}T14:00`, "Europe/Paris")),
        capacity: 6,
        publicPriceMinor: 4_000,
        memberPriceMinor: 4_000,
      },
    ],
  });
  const items = [
    { type: "activity", propertyId: tour.property.id, slotId: tour.slots[0]!.id, guests: 1 },
    { type: "supplier", product: "flight", offerId: flights.data.results.items[0].id, travellers: [adult({ firstName: "Layla", lastName: "Haddad" })] },
    { type: "stay", propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: day, checkOut: isoDay(offset + 3), guests: 1 },
    { type: "supplier", product: "cars", offerId: cars.data.results[0].id, travellers: [driver], services: [{ id: "full_cover", quantity: 1 }] },
  ];
  let quote = { id: 0, totalMinor: 0, markupMinor: 0, currency: "" };
  for (const item of items) {
    const res = await agentPage.request.post("/api/agent/itineraries/items", { data: { clientId, markupPercent: 8, validDays: 3, item } });
    expect(res.status()).toBe(200);
    quote = ((await res.json()) as { data: typeof quote }).data;
  }
  const sent = await agentPage.request.post(`/api/agent/quotes/${quote.id}/send`, { data: {} });
  const link = ((await sent.json()) as { data: { link: string } }).data.link;
  const total = formatMoney(quote.totalMinor, quote.currency, "ar-SA");
  expect(quote.markupMinor).toBeGreaterThan(0);

  // The agent's own view of it: every item priced, the total, and the commission said to be theirs only.
  await agentPage.goto(`/agent/my-quotes?client=${clientId}`);
  await expect(agentPage.locator("html")).toHaveAttribute("dir", "rtl");
  const row = agentPage.locator(`[data-testid="quote-row"][data-quote-id="${quote.id}"]`);
  await expect(row.getByTestId("itinerary-item-price")).toHaveCount(4);
  await expect(row.getByTestId("quote-row-total")).toHaveText(total);
  await expect(row.getByTestId("quote-row-commission")).toHaveText(ar("Agent.commission", { amount: formatMoney(quote.markupMinor, quote.currency, "ar-SA") }));
  await expectNoSidewaysScroll(agentPage, "the agent's itinerary on a phone");
  await row.screenshot({ path: testInfo.outputPath("itinerary-agent-phone-ar.png") });

  await page.context().addCookies([{ name: "lan_code", value: "ar-SA", url: baseUrl }]);
  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("quote-item")).toHaveCount(4);
  await expect(page.getByTestId("quote-item-extras")).toHaveText(`${ar("Trip.carExtras")}: ${ar("Trip.carExtraNames.full_cover")} × ١`);
  await expect(page.getByText(ar("Agent.itineraryTotal"))).toBeVisible();
  await expect(page.getByTestId("quote-total")).toHaveText(total);
  await expect(page.locator("body")).not.toContainText(ar("Agent.commission", { amount: "" }).split(":")[0]!);
  await expectNoSidewaysScroll(page, "the itinerary on a phone");
  await page.screenshot({ path: testInfo.outputPath("itinerary-client-phone-ar.png"), fullPage: true });
  await waitForHydration(page);
  await page.getByTestId("quote-book").click();
  await payOnProviderPage(page, { holder: "Layla Haddad" });
  await expect(page).toHaveURL(/\/quote\?key=/);
  await expect(page.getByTestId("quote-booked")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("quote-total")).toHaveText(total);
  await page.screenshot({ path: testInfo.outputPath("itinerary-booked-phone-ar.png"), fullPage: true });
});
