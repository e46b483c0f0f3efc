import { expect, test, type Page } from "@playwright/test";
import { openSignIn } from "../support/auth";
import { expectConfirmation, fillCheckoutForm } from "../support/checkout";
import { ORGS, shotDay } from "./screens";
import { agentState, flightTripFile, memberState, originOf, stayTripFile, type StayTrip } from "./support";
import { bookFlightThroughApi } from "../support/flight-booking";
import { waitForHydration } from "../support/hydration";
import { fillDriver, fillPassenger } from "../support/travellers";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const DEMO = { email: "member@demo.test", password: "Demo!2345" };
const AGENT = { email: "agent@demo.test", password: "Demo!2345" };
/** One of the demo agent's seeded clients (prisma/seed/account-demo.ts), as the client lists name them. */
const CLIENT = "Chloe Client · client.chloe@demo.test";

/** As e2e/support/auth.ts signIn, with more time: the password hash is slow on a busy machine. */
async function signIn(page: Page, origin: string, who: { email: string; password: string }) {
  await page.goto(`${origin}/`);
  await openSignIn(page);
  await page.getByTestId("sign-in-email").fill(who.email);
  await page.getByTestId("sign-in-password").fill(who.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("user-menu-button")).not.toContainText("Guest", { timeout: 30_000 });
}

/** Books a stay through the site's pages: the first result's first room left, paid by card; its reference. */
async function bookStay(page: Page, results: string): Promise<string> {
  await page.goto(results);
  await page.getByTestId("result-link").first().click();
  await page.locator('[data-testid="room"][data-status="available"]').first().getByTestId("book-link").click();
  await fillCheckoutForm(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  return new URL(page.url()).searchParams.get("ref")!;
}

/**
 * Before the pictures: the demo member signs in on each organisation (the session is kept for the signed-in screens),
 * and books a room when My Trips has no upcoming trip — the seed has no bookings, and an empty list is no picture.
 * On a throwaway database (`npm run screenshots`) that is one booking; against a running `npm start`, the first run's.
 * On the default organisation the member also books a flight (the Duffel stand-in), whose trip page pictures adding
 * bags and changing the flight, and a stay still free to cancel two months ahead, whose trip page pictures changing
 * its dates (free only while cancelling is: lib/orders/changes/date-change-rule.ts).
 */
for (const org of ORGS) {
  test(`the demo member of the ${org.key} organisation signs in and has an upcoming trip`, async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const origin = originOf(org, baseURL!);
    await signIn(page, origin, DEMO);
    await page.goto(`${origin}/user/my-trips`);
    const upcoming = page.getByTestId("upcoming-trips");
    await expect(upcoming.or(page.getByTestId("upcoming-trips-empty"))).toBeVisible();
    if (!(await upcoming.isVisible())) await bookStay(page, `${origin}/search-detail?destination=Paris`);
    if (org.key === "default" && !(await stillBooked(page, origin, () => readFileSync(flightTripFile(), "utf8").trim()))) {
      const reference = await bookFlightThroughApi(page, { days: 45, email: DEMO.email });
      mkdirSync(path.dirname(flightTripFile()), { recursive: true });
      writeFileSync(flightTripFile(), reference);
    }
    if (org.key === "default" && !(await stillBooked(page, origin, () => (JSON.parse(readFileSync(stayTripFile(), "utf8")) as StayTrip).reference))) {
      const [checkIn, checkOut] = [shotDay(60), shotDay(62)];
      const results = `${origin}/search-detail?destination=Paris&checkin=${checkIn}&checkout=${checkOut}&guests=2&rooms=1&freeCancel=1`;
      const trip: StayTrip = { reference: await bookStay(page, results), checkIn, checkOut };
      mkdirSync(path.dirname(stayTripFile()), { recursive: true });
      writeFileSync(stayTripFile(), JSON.stringify(trip));
    }
    await page.context().storageState({ path: memberState(org) });
  });
}

/**
 * Whether the trip an earlier run saved is still the member's: a rerun's throwaway database no longer has it (then it
 * is booked again), a running `npm start` does.
 */
async function stillBooked(page: Page, origin: string, reference: () => string): Promise<boolean> {
  try {
    return (await page.request.get(`${origin}/user/my-trips/${reference()}`)).ok();
  } catch {
    return false;
  }
}

/** From a supplier offer's checkout, the agent's "Quote for a client" form adds the offer to the client's itinerary. */
async function addFromCheckout(page: Page, checkout: string, fill: () => Promise<void>) {
  await page.goto(checkout);
  await waitForHydration(page);
  await page.getByTestId("agent-quote-client").selectOption({ label: CLIENT });
  await fill();
  await page.getByTestId("agent-quote-markupPercent").fill("10");
  await page.getByTestId("agent-quote-add-to-itinerary").click();
  await expect(page.getByTestId("agent-itinerary-added")).toBeVisible({ timeout: 20_000 });
}

/**
 * The demo agent builds a client's itinerary of a flight, a car and a catalogue stay in Paris (as
 * e2e/agent-itinerary.spec.ts does), whose row on My Quotes, with the agent's commission, is pictured.
 */
test("the demo agent of the default organisation has built a client's itinerary of three kinds", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const origin = originOf(ORGS[0]!, baseURL!);
  await signIn(page, origin, AGENT);
  await page.goto(`${origin}/agent/my-quotes`);
  const built = page.getByTestId("quote-row").filter({ hasText: "Itinerary · 3 items" });
  await expect(page.getByTestId("quotes").or(page.getByTestId("quotes-empty"))).toBeVisible();
  if ((await built.count()) === 0) {
    const day = shotDay(50);
    const flights = await (await page.request.get(`${origin}/api/flights/search?from=LHR&to=CDG&depart=${day}&adults=1`)).json();
    const flightId = flights.data.results.items[0].id as string;
    const cars = await (
      await page.request.get(
        `${origin}/api/cars/search?pickup=airport:CDG&pickupDate=${shotDay(51)}&pickupTime=10:00&dropoffDate=${shotDay(53)}&dropoffTime=10:00&age=31-40&residence=GB`,
      )
    ).json();
    const carId = cars.data.results[0].id as string;
    await addFromCheckout(page, `${origin}/flight/checkout?offer=${encodeURIComponent(flightId)}`, () =>
      fillPassenger(page, 0, { title: "ms", gender: "f", first: "Chloe", last: "Client", born: "1988-04-12" }),
    );
    await addFromCheckout(page, `${origin}/cars/checkout?offer=${encodeURIComponent(carId)}`, () => fillDriver(page));
    await page.goto(`${origin}/agent/my-quotes`);
    await waitForHydration(page);
    await page.getByTestId("quote-client").selectOption({ label: CLIENT });
    await page.getByTestId("quote-check-in").fill(day);
    await page.getByTestId("quote-check-out").fill(shotDay(53));
    // Both days must have taken before the rooms are searched: the stay is priced for them.
    await expect(page.getByTestId("quote-check-in")).toHaveValue(day);
    await expect(page.getByTestId("quote-check-out")).toHaveValue(shotDay(53));
    await page.getByTestId("quote-room-search").fill("Paris");
    await page.getByTestId("quote-room-search-submit").click();
    await expect(page.getByTestId("quote-room")).toBeVisible();
    await page.getByTestId("quote-markup").fill("10");
    await page.getByTestId("quote-add-to-itinerary").click();
    await expect(page.getByTestId("quote-builder-status")).toContainText("3 items", { timeout: 20_000 });
  }
  await page.context().storageState({ path: agentState() });
});
