import { expect, test, type Page } from "@playwright/test";
import { createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../tests/support/factories";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { signInThroughApi } from "./support/auth";
import { chooseNationalityIfEmpty, expectConfirmation, fillCard, payOnProviderPage } from "./support/checkout";

// These journeys cross several pages and a payment each: give them room on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Signs in through the API (see signInThroughApi), keeping these long journeys within their time. */
async function signIn(page: Page, email: string, password: string) {
  await signInThroughApi(page, email, password);
  await page.goto("/");
  await expect(page.getByTestId("user-menu-button")).not.toContainText("Guest");
}

test.describe("member account", () => {
  test("a member edits their profile, travel preferences and travellers, and sees them at checkout", async ({ page }) => {
    const user = await createUser({ firstName: "Tess", lastName: "Tester" });
    const { property, rooms } = await createStayProperty({ rooms: [{ name: "Garden Twin", available: 3 }] });
    await signIn(page, user.email, TEST_PASSWORD);

    await page.goto("/user/profile");
    await page.getByTestId("account-first-name").fill("Marta");
    await page.getByTestId("account-last-name").fill("Gómez");
    await page.getByTestId("account-save").click();
    await expect(page.getByTestId("account-status")).toHaveText("Your profile has been saved.");
    // A new currency preference switches the site to it.
    await page.getByTestId("account-currency").selectOption("EUR");
    await page.getByTestId("account-save").click();
    await expect(page.getByTestId("currency-button")).toContainText("EUR", { timeout: 15_000 });
    await expect(page.getByTestId("account-currency")).toHaveValue("EUR");
    await expect(page.getByTestId("account-first-name")).toHaveValue("Marta");
    await expect(page.getByTestId("recent-activity").locator('[data-action="login"]').first()).toBeVisible();
    await expect(page.getByTestId("sign-in-methods")).toBeVisible();

    await page.goto("/user/travelers");
    await page.getByTestId("travel-age-range").selectOption("31 to 40");
    await page.getByTestId("travel-seat").selectOption("aisle");
    await page.getByTestId("travel-meal").selectOption("vegetarian");
    await page.getByTestId("loyalty-add").click();
    await page.getByTestId("loyalty-program").fill("SkyMiles");
    await page.getByTestId("loyalty-number").fill("DL 998877");
    await page.getByTestId("travel-profile-save").click();
    await expect(page.getByTestId("travel-profile-status")).toHaveText("Your travel profile has been saved.");

    await page.getByTestId("traveler-add").click();
    await page.getByTestId("traveler-save").click();
    await expect(page.getByTestId("traveler-error")).toBeVisible();
    await page.getByTestId("traveler-title").selectOption({ label: "Mrs" });
    await page.getByTestId("traveler-first-name").fill("Lena");
    await page.getByTestId("traveler-last-name").fill("Berg");
    await page.getByTestId("traveler-email").fill("lena@example.test");
    await page.getByTestId("traveler-save").click();
    await expect(page.getByTestId("traveler-row").getByTestId("traveler-name")).toHaveText("Lena Berg");

    await page.reload();
    await expect(page.getByTestId("travel-seat")).toHaveValue("aisle");
    await expect(page.getByTestId("loyalty-number")).toHaveValue("DL 998877");

    await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(12)}&checkout=${isoDay(13)}&guests=1&rooms=1`);
    await expect(page.getByTestId("checkout-firstName")).toHaveValue("Marta");
    await page.getByTestId("traveler-picker").selectOption({ label: "Lena Berg" });
    await expect(page.getByTestId("checkout-firstName")).toHaveValue("Lena");
    await expect(page.getByTestId("checkout-email")).toHaveValue("lena@example.test");
    // Lena's nationality was never given: it is asked, not taken from the member's.
    await expect(page.getByTestId("nationality-input")).toHaveValue("");
    await chooseNationalityIfEmpty(page, "GB");
    await fillCard(page, "Card Holder");
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);

    await page.goto("/user-details?tab=history");
    await expect(page.getByTestId("booking-history")).toContainText(property.name);
    await page.getByTestId("tab-travel").click();
    await expect(page.getByTestId("traveler-name")).toHaveText("Lena Berg");
  });

  test("a member cannot open any agent page or agent API (403)", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user.email, TEST_PASSWORD);
    for (const path of ["/agent/profile", "/agent/my-quotes", "/agent/booking-history", "/agent/client-list"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByTestId("agent-only")).toBeVisible();
    }
    expect((await page.request.get("/api/agent/clients")).status()).toBe(403);
    expect((await page.request.post("/api/agent/impersonate", { data: { clientId: user.id } })).status()).toBe(403);
  });
});

test.describe("agent", () => {
  test("an agent creates a client and builds a quote; the client opens the link and books it", async ({ page, browser }) => {
    const agent = await createUser({ userType: 1, firstName: "Ada", lastName: "Agent" });
    const { property } = await createStayProperty({
      name: `Quote Bay Resort ${Date.now().toString(36)}`,
      rooms: [{ name: "Ocean Suite", publicRateMinor: 10_000, available: 3 }],
    });
    const clientEmail = uniqueEmail("client");
    await signIn(page, agent.email, TEST_PASSWORD);

    await page.goto("/agent/client-list");
    await page.getByTestId("client-add").click();
    await page.getByTestId("client-title").selectOption({ label: "Mrs" });
    await page.getByTestId("client-first-name").fill("Clara");
    await page.getByTestId("client-last-name").fill("Client");
    await page.getByTestId("client-email").fill(clientEmail);
    await page.getByTestId("client-save").click();
    const row = page.getByTestId("client-row").filter({ hasText: clientEmail });
    await expect(row).toBeVisible();
    await page.getByTestId("client-search").fill("clara");
    await page.getByTestId("client-search-submit").click();
    await expect(row).toBeVisible();

    await row.getByTestId("client-quote").click();
    await expect(page.getByTestId("quote-client").locator("option:checked")).toContainText(clientEmail);
    // The dates first: the rooms offered are those bookable for them.
    await page.getByTestId("quote-check-in").fill(isoDay(20));
    await page.getByTestId("quote-check-out").fill(isoDay(22));
    // The couple travels with their baby: the age is asked before any room is looked for (under 2, a cot: the suite
    // for two still fits them).
    await page.getByTestId("quote-children-more").click();
    await page.getByTestId("quote-room-search").fill(property.name);
    await page.getByTestId("quote-room-search-submit").click();
    await expect(page.getByTestId("quote-party-error")).toHaveText("Choose the age of each child.");
    await expect(page.getByTestId("quote-child-age-1")).toHaveAttribute("aria-invalid", "true");
    await page.getByTestId("quote-child-age-1").selectOption("1");
    await page.getByTestId("quote-room-search-submit").click();
    await expect(page.getByTestId("quote-room")).toContainText("Ocean Suite");
    await page.getByTestId("quote-markup").fill("10");
    await page.getByTestId("quote-save").click();
    const quote = page.getByTestId("quote-row").filter({ hasText: property.name });
    // 2 nights × $100 + 10 % tax = $220; + 10 % markup = $242.
    await expect(quote.getByTestId("quote-row-total")).toHaveText("$242.00");
    await expect(quote).toContainText("2 adults, 1 child (age 1)");
    await quote.getByTestId("quote-send").click();
    const link = (await quote.getByTestId("quote-link").getAttribute("href"))!;
    expect(link).toContain("/quote?key=");

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await client.goto(link);
    await expect(client.getByTestId("quote-total")).toHaveText("$242.00");
    await expect(client.locator("body")).toContainText("2 adults, 1 child (age 1)");
    await client.getByTestId("quote-book").click();
    // The card on the provider's page, which sends the client back to the quote's page, now booked.
    await payOnProviderPage(client, { holder: "Clara Client" });
    await expect(client).toHaveURL(/\/quote\?key=/);
    await expect(client.getByTestId("quote-booked")).toBeVisible({ timeout: 15_000 });
    await clientContext.close();

    await page.goto("/agent/booking-history");
    const booking = page.getByTestId("agent-booking").filter({ hasText: property.name });
    await expect(booking.getByTestId("agent-reference")).toHaveText(new RegExp(`^A${agent.id}-[A-Z0-9]{6}$`));
    await expect(booking).toContainText("Clara Client");
  });

  test("an agent acts for a client: bannered, books for them, cannot see their sign-in settings, and stops", async ({ page }) => {
    const agent = await createUser({ userType: 1 });
    const client = await createUser({ firstName: "Iris", lastName: "Impersonated" });
    await testDb().user.update({ where: { id: client.id }, data: { agentId: agent.id } });
    const { property, rooms } = await createStayProperty();
    await signIn(page, agent.email, TEST_PASSWORD);
    await page.goto("/agent/client-list");
    await page.getByTestId("client-row").filter({ hasText: client.email }).getByTestId("act-for-client").click();
    await expect(page).toHaveURL(/\/user-details/);
    await expect(page.getByTestId("impersonation-banner")).toContainText("Iris Impersonated");

    await page.goto("/user/profile");
    await expect(page.getByTestId("acting-restricted")).toBeVisible();
    await expect(page.getByTestId("sign-in-methods")).toHaveCount(0);
    await expect(page.getByTestId("email-change-form")).toHaveCount(0);
    await expect(page.getByTestId("delete-account")).toHaveCount(0);

    await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(9)}&checkout=${isoDay(10)}&guests=1&rooms=1`);
    await expect(page.getByTestId("impersonation-banner")).toBeVisible();
    await expect(page.getByTestId("checkout-firstName")).toHaveValue("Iris");
    await fillCard(page, "Card Holder");
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;

    await page.getByTestId("end-impersonation").click();
    await expect(page).toHaveURL(/\/agent\/client-list/);
    await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
    await page.goto("/agent/booking-history");
    await expect(page.locator(`[data-reference="${reference}"]`)).toContainText("Iris Impersonated");
    const audit = await testDb().userActivity.findMany({ where: { userId: client.id, actorId: agent.id } });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["impersonation-start", "agent-booking", "impersonation-end"]));
  });
});
