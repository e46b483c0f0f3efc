import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { memberWithBookedStay, shownDay } from "./support/trips";

test("a member's confirmation shows the card and wallet parts and the dates; the trip page from My Trips downloads the calendar and cancels", async ({
  page,
}) => {
  // Four pages and a cancellation: room for a loaded machine.
  test.setTimeout(60_000);
  const { cert, property, reference, checkIn } = await memberWithBookedStay(page);

  // The confirmation the checkout lands on.
  await page.goto(`/checkout-success?ref=${reference}`);
  await expect(page.getByTestId("confirmation")).toContainText("Thank you, Tess!");
  const trip = page.getByTestId("trip-details");
  await expect(trip.getByTestId("booking-reference")).toHaveText(reference);
  await expect(trip.getByTestId("trip-address")).toHaveText(`${property.address}, ${property.city}`);
  await expect(trip.getByTestId("map-link").first()).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=25\.77000&mlon=-80\.19000/);
  await expect(trip.getByTestId("trip-check-in")).toHaveText(shownDay(checkIn, "en-US"));
  await expect(trip.getByTestId("trip-dates")).toContainText("from 3:00 PM");
  await expect(trip.locator(`[data-testid="paid-wallet"][data-card-code="${cert.cardCode}"]`)).toContainText(`Certificate ${cert.cardCode}$50.00`);
  await expect(trip.getByTestId("paid-card")).toHaveText("Paid by card ending 4242$60.00");
  await expect(trip.getByTestId("trip-total")).toHaveText("$110.00");
  await expect(trip.getByTestId("free-until")).toContainText("Free cancellation until");
  await expect(trip.getByTestId("trip-travellers")).toHaveText("Tess Tripper");

  // My Trips links each trip to its page.
  await page.goto("/user/my-trips");
  await page.locator(`[data-testid="trip"][data-reference="${reference}"]`).getByTestId("view-trip").click();
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("trip-title")).toHaveText(property.name);

  // Add to calendar: an .ics file of the stay.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("add-to-calendar").click()]);
  expect(download.suggestedFilename()).toBe(`${reference}.ics`);
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.replace(/\r\n /g, "")).toContain(`DTSTART;VALUE=DATE:${checkIn.replace(/-/g, "")}`);

  // Cancel from the trip page: the dialog says what comes back, then the page shows it.
  await page.getByTestId("cancel-booking").click();
  await expect(page.getByTestId("cancel-dialog")).toContainText("You will get $60.00 back on the card you paid with.");
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("trip-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("refund-card")).toContainText("$60.00");
  await expect(page.getByTestId("wallet-restored")).toContainText("$50.00");
  await expect(page.getByTestId("cancel-booking")).toHaveCount(0);
});

test("someone else's trip page is not found", async ({ page }) => {
  const { reference } = await memberWithBookedStay(page);
  await page.context().clearCookies();
  const stranger = await createUser();
  expect((await page.request.post("/api/signIn", { data: { jsonSign: { email_id: stranger.email, password: TEST_PASSWORD } } })).status()).toBe(200);
  const res = await page.goto(`/user/my-trips/${reference}`);
  expect(res!.status()).toBe(404);
  await expect(page.getByTestId("trip-details")).toHaveCount(0);
});

test("My Trips is one page for every member, each seeing their own trips in it; a cancellation there shows at once", async ({ browser }) => {
  test.setTimeout(90_000);
  const members = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      return { context, page, ...(await memberWithBookedStay(page)) };
    }),
  );
  for (const m of members) {
    // Once the process knows the session, the page itself is the one every member gets (their trips not in it).
    await expect
      .poll(async () => (await m.page.request.get("/user/my-trips", { headers: { accept: "text/html" } })).text(), { timeout: 30_000 })
      .toContain('data-testid="trips-part-loading"');
  }
  const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
  // The shared page asks the API for each member's own trips once it is on screen.
  const asked = members.map((m) => m.page.waitForResponse((r) => r.url().endsWith("/api/trips?view=trips") && r.status() === 200));
  await a.page.goto("/user/my-trips");
  await b.page.goto("/user/my-trips");
  await Promise.all(asked);
  const tripOf = (m: typeof a, reference: string) => m.page.locator(`[data-testid="trip"][data-reference="${reference}"]`);
  await expect(tripOf(a, a.reference)).toBeVisible();
  await expect(tripOf(b, b.reference)).toBeVisible();
  await expect(tripOf(a, b.reference)).toHaveCount(0);
  await expect(tripOf(b, a.reference)).toHaveCount(0);
  await expect(a.page.getByTestId("trips-part-loading")).toHaveCount(0);

  await tripOf(a, a.reference).getByTestId("cancel-booking").click();
  await a.page.getByTestId("confirm-cancel").click();
  await expect(a.page.getByTestId("past-trips").locator(`[data-reference="${a.reference}"]`).getByTestId("trip-status")).toHaveText("Cancelled");
  await expect(a.page.getByTestId("upcoming-trips-empty")).toBeVisible();
  // Opened again, the shared page fills in the cancellation too.
  await a.page.reload();
  await expect(a.page.getByTestId("past-trips").locator(`[data-reference="${a.reference}"]`).getByTestId("trip-status")).toHaveText("Cancelled");
  for (const m of members) await m.context.close();
});
