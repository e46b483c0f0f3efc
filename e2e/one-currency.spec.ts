import { expect, test, type Page } from "@playwright/test";
import { createUser, testDb, TEST_PASSWORD, uniqueWord } from "../tests/support/factories";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { createCard } from "../tests/support/wallet-factory";
import { expectConfirmation, fillCheckoutForm, onProviderPage } from "./support/checkout";
import { waitForHydration } from "./support/hydration";

/** Signs in through the API (the sign-in form has its own tests) and chooses the currency, as the currency_code cookie does. */
export async function signInWithCurrency(page: Page, baseURL: string, email: string, currency: string) {
  const res = await page.request.post("/api/signIn", { data: { jsonSign: { email_id: email, password: TEST_PASSWORD } } });
  expect(res.ok()).toBe(true);
  await page.context().addCookies([{ name: "currency_code", value: currency, url: baseURL }]);
}

const DOLLARS = /^−?\$\d{1,3}(,\d{3})*\.\d{2}$/;
/** "€198.00 (about $215.22)": what the card is charged, the member's dollars beside it (lib/locale/charged-text.ts). */
const EUROS_ABOUT_DOLLARS = /^€\d+\.\d{2} \(about \$\d+\.\d{2}\)$/;

/** An amount's digits, Arabic-Indic ones read as Latin: the provider's page and ours may group or mark them apart. */
const digitsOf = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, "");

/** Pay on our page, then on the provider's page: it must show the very euros our Pay button named. */
async function expectProviderCharges(page: Page, euros: string) {
  await onProviderPage(page);
  await expect(page.locator(".amount")).toContainText("€");
  expect(digitsOf((await page.locator(".amount").textContent())!)).toBe(digitsOf(euros));
}

test.describe("one currency from search to receipt (issue #29)", () => {
  test("a member with USD chosen pays a EUR stay with a certificate and a cash card: checkout, confirmation, My Trips and the cancellation read in USD", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const tag = String(user.id);
    await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 5_000, code: `CUR-CERT-${tag}` });
    await createCard(user, { type: "CASH_CARD", currency: "EUR", amountMinor: 2_000, code: `CUR-CASH-${tag}`, expiresAt: null });
    // 2 nights × €100.00 (member) + 10 % tax = €220.00 = $239.13 at 0.92.
    const { property, rooms } = await createStayProperty({
      currency: "EUR",
      name: `Rive Gauche ${uniqueWord("")}`,
      rooms: [{ name: "Seine Double", publicRateMinor: 12_000, memberRateMinor: 10_000, available: 3 }],
    });
    await signInWithCurrency(page, baseURL!, user.email, "USD");
    await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(20)}&checkout=${isoDay(22)}&guests=2&rooms=1`);

    await expect(page.getByTestId("checkout-total")).toHaveText("$239.13");
    await page.getByTestId(`cash-CUR-CASH-${tag}`).check();
    // The EUR cash card keeps its own currency, with dollars beside it.
    await expect(page.locator(`[data-card-code="CUR-CASH-${tag}"]`).getByTestId("wallet-card-balance")).toHaveText("€20.00 (about $21.74)");
    for (const line of ["split-certificate", "split-discount", "split-cash", "split-remainder"]) {
      const el = page.getByTestId(line);
      if (await el.count()) await expect(el).toHaveText(DOLLARS);
    }
    await expect(page.getByTestId("split-cash")).toHaveText("−$21.74");
    const remainder = (await page.getByTestId("split-remainder").textContent())!;
    // Issue #51 item 4: the Pay button itself names the euros the card is charged, the split's dollars beside them;
    // the line under it gives the rate.
    await expect(page.getByTestId("card-currency-note")).toHaveText(/^Your card is charged €\d+\.\d{2} — 1 USD = 0\.92 EUR$/);
    const euros = /€\d+\.\d{2}/.exec((await page.getByTestId("card-currency-note").textContent())!)![0];
    await expect(page.getByTestId("checkout-pay")).toHaveText(`Pay ${euros} (about ${remainder}) and book`);
    await expect(page.getByTestId("checkout-summary")).not.toContainText("charged");
    await page.screenshot({ path: testInfo.outputPath("checkout-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 412, height: 915 });
    await page.screenshot({ path: testInfo.outputPath("checkout-phone.png"), fullPage: true });
    // Arabic, right to left: the same note, the rate kept in its reading order.
    await page.context().addCookies([{ name: "lan_code", value: "ar-SA", url: baseURL! }]);
    await page.reload();
    await page.getByTestId(`cash-CUR-CASH-${tag}`).check();
    await expect(page.getByTestId("card-currency-note")).toContainText("USD = ");
    await expect(page.getByTestId("checkout-pay")).toContainText("US$");
    await expect(page.getByTestId("checkout-pay")).toContainText("€");
    await expect(page.getByTestId("checkout-pay")).toContainText("حوالي");
    await page.screenshot({ path: testInfo.outputPath("checkout-phone-ar.png"), fullPage: true });
    await page.context().addCookies([{ name: "lan_code", value: "en-US", url: baseURL! }]);
    await page.reload();
    await page.getByTestId(`cash-CUR-CASH-${tag}`).check();
    await page.setViewportSize({ width: 1280, height: 800 });

    await fillCheckoutForm(page);
    await page.getByTestId("checkout-pay").click();
    await expectProviderCharges(page, euros);
    await expectConfirmation(page);
    await expect(page.getByTestId("trip-total")).toHaveText("$239.13", { timeout: 15_000 });
    // The confirmation says what the card paid as the provider's page did, the dollars at the booking's rate beside it.
    await expect(page.getByTestId("paid-card-amount")).toHaveText(new RegExp(`^${euros.replace(".", "\\.")} \\(about \\$\\d+\\.\\d{2}\\)$`));
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    await page.goto(`/user/my-trips/${reference}`);
    await expect(page.getByTestId("paid-card-amount")).toHaveText(EUROS_ABOUT_DOLLARS);
    await page.screenshot({ path: testInfo.outputPath("trip-page-desktop.png"), fullPage: true });

    await page.goto("/user/my-trips");
    const trip = page.locator(`[data-testid="trip"][data-reference="${reference}"]`);
    await expect(trip.getByTestId("trip-paid")).toHaveText("Paid €220.00 (about $239.13)");
    await trip.getByTestId("cancel-booking").click();
    // The card's refund in its euros with the dollars beside them; the cash card's credit in its own euros, likewise.
    await expect(page.getByTestId("cancel-dialog")).toContainText(/You will get €\d+\.\d{2} \(about \$\d+\.\d{2}\) back on the card/);
    await expect(page.getByTestId("cancel-dialog")).toContainText(/€\d+\.\d{2} \(about \$\d+\.\d{2}\) goes back to your cash card CUR-CASH-/);
    await page.screenshot({ path: testInfo.outputPath("cancel-dialog-desktop.png") });
    await page.getByTestId("confirm-cancel").click();
    await expect(trip.getByTestId("trip-status")).toHaveText("Cancelled", { timeout: 15_000 });
    await expect(trip.getByTestId("trip-refund")).toHaveText(/^ · Refunded €\d+\.\d{2} \(about \$\d+\.\d{2}\)$/);
    await expect(trip.getByTestId("wallet-restored").first()).toContainText("$");
    const r = await testDb().order.findUniqueOrThrow({ where: { reference } });
    expect(r).toMatchObject({ currency: "EUR", memberCurrency: "USD", memberTotalMinor: 23_913 });
  });
});

test.describe("agent quotes (issue #29)", () => {
  test("an agent quotes only what the dates can sell, priced in one currency; the client's page shows photo, policy and expiry in it", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const agent = await createUser({ userType: 1 });
    const name = `Quai Quote ${uniqueWord("")}`;
    await createStayProperty({
      currency: "EUR",
      name,
      policy: "FREE_CANCELLATION",
      freeCancelDays: 3,
      rooms: [
        { name: "Open Double", publicRateMinor: 10_000, memberRateMinor: 10_000, available: 3 },
        { name: "Sold-out Suite", available: 0 },
      ],
    });
    await signInWithCurrency(page, baseURL!, agent.email, "USD");
    const client = await page.request.post("/api/agent/clients", {
      data: { title: 3, firstName: "Clara", lastName: "Client", email: `${uniqueWord("c")}@example.test` },
    });
    const clientId = (await client.json()).data.id as number;

    await page.goto(`/agent/my-quotes?client=${clientId}`);
    await waitForHydration(page);
    await page.getByTestId("quote-check-in").fill(isoDay(20));
    await page.getByTestId("quote-check-out").fill(isoDay(22));
    await page.getByTestId("quote-room-search").fill(name);
    await page.getByTestId("quote-room-search-submit").click();
    // 2 nights × €100.00 + 10 % tax = €220.00 = $239.13; the sold-out room is not offered.
    await expect(page.getByTestId("quote-room").locator("option")).toHaveText([`${name} (Testport) · Open Double · $239.13 for 2 nights · 3 rooms left`]);
    // New dates: the list found for the old ones goes.
    await page.getByTestId("quote-check-out").fill(isoDay(23));
    await expect(page.getByTestId("quote-room")).toHaveCount(0);
    await page.getByTestId("quote-check-out").fill(isoDay(22));
    await page.getByTestId("quote-room-search-submit").click();
    await expect(page.getByTestId("quote-room")).toContainText("Open Double");
    await page.getByTestId("quote-markup").fill("10");
    await page.getByTestId("quote-save").click();
    const row = page.getByTestId("quote-row").filter({ hasText: name });
    // €242.00 with the 10 % markup = $263.04.
    await expect(row.getByTestId("quote-row-total")).toHaveText("$263.04");
    await row.getByTestId("quote-send").click();
    const link = (await row.getByTestId("quote-link").getAttribute("href"))!;

    const clientContext = await browser.newContext();
    await clientContext.addCookies([{ name: "currency_code", value: "USD", url: baseURL! }]);
    const quotePage = await clientContext.newPage();
    await quotePage.goto(link);
    await expect(quotePage.getByTestId("quote-photo")).toBeVisible();
    await expect(quotePage.getByTestId("quote-policy")).toHaveText(/^Free cancellation until /);
    await expect(quotePage.getByTestId("quote-expiry")).toContainText("Price held until");
    await expect(quotePage.getByTestId("quote-total")).toHaveText("$263.04");
    await expect(quotePage.getByTestId("quote-book")).toHaveText("Book now for €242.00 (about $263.04)");
    await expect(quotePage.getByTestId("card-currency-note")).toHaveText("Your card is charged €242.00 — 1 USD = 0.92 EUR");
    await expect(quotePage.locator("footer")).toContainText("Prices shown in USD.");
    await quotePage.screenshot({ path: testInfo.outputPath("quote-desktop.png"), fullPage: true });
    await clientContext.close();
  });
});

test.describe("one currency on a phone in Arabic (issue #51 item 4)", () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("the Pay button names the euros the provider's page charges; the confirmation, trip page and cancel dialog name both", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const { property, rooms } = await createStayProperty({
      currency: "EUR",
      name: `Porto Azul ${uniqueWord("")}`,
      rooms: [{ name: "Douro Double", publicRateMinor: 12_000, memberRateMinor: 10_000, available: 3 }],
    });
    await page.context().addCookies([{ name: "lan_code", value: "ar-SA", url: baseURL! }]);
    await signInWithCurrency(page, baseURL!, user.email, "USD");
    await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(20)}&checkout=${isoDay(22)}&guests=2&rooms=1`);

    // €220.00 charged, $239.13 shown: the button names both, the euros first, in Arabic digits.
    const pay = page.getByTestId("checkout-pay");
    await expect(pay).toContainText("€");
    await expect(pay).toContainText("US$");
    await expect(pay).toContainText("حوالي");
    expect(digitsOf((await pay.textContent())!)).toBe("22000" + "23913");
    await page.screenshot({ path: testInfo.outputPath("checkout-phone-ar.png"), fullPage: true });
    await fillCheckoutForm(page);
    await pay.click();
    await expectProviderCharges(page, "22000");
    await page.screenshot({ path: testInfo.outputPath("provider-phone-ar.png"), fullPage: true });
    await expectConfirmation(page);
    const paid = page.getByTestId("paid-card-amount");
    await expect(paid).toContainText("حوالي", { timeout: 15_000 });
    expect(digitsOf((await paid.textContent())!)).toBe("22000" + "23913");
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    await page.screenshot({ path: testInfo.outputPath("confirmation-phone-ar.png"), fullPage: true });

    await page.goto(`/user/my-trips/${reference}`);
    expect(digitsOf((await page.getByTestId("paid-card-amount").textContent())!)).toBe("22000" + "23913");
    await page.goto("/user/my-trips");
    const trip = page.locator(`[data-testid="trip"][data-reference="${reference}"]`);
    await trip.getByTestId("cancel-booking").click();
    const dialog = page.getByTestId("cancel-dialog");
    await expect(dialog).toContainText("€");
    await expect(dialog).toContainText("US$");
    await expect(dialog).toContainText("حوالي");
    await page.screenshot({ path: testInfo.outputPath("cancel-dialog-phone-ar.png"), fullPage: true });
  });
});
