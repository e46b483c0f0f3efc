import { expect, test, type Page } from "@playwright/test";
import { createOrg, createProperty, createUser, testDb, TEST_PASSWORD, uniqueWord } from "../tests/support/factories";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { createCard, createOrgCertificate } from "../tests/support/wallet-factory";
import { partnerUrl, port, signInThroughApi, signInThroughApiAt } from "./support/auth";
import { expectConfirmation, fillCard as fillCardAfterPay } from "./support/checkout";

async function fillTraveller(page: Page) {
  await page.getByTestId("checkout-title").selectOption({ label: "Mr" });
  await page.getByTestId("checkout-firstName").fill("Tom");
  await page.getByTestId("checkout-lastName").fill("Tripper");
  await page.getByTestId("checkout-email").fill("tom@example.test");
}

const fillCard = (page: Page) => fillCardAfterPay(page, "Tom Tripper");

const entry = (page: Page, code: string) => page.locator(`[data-testid="wallet-entry"][data-card-code="${code}"]`);

test.describe("wallet", () => {
  test("a member pays a hotel and an activity with a certificate, a discount card and a cash card; the wallet shows it; cancelling gives it back", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const tag = String(user.id);
    await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 5_000, code: `E2E-CERT-${tag}` });
    await createCard(user, { type: "DISCOUNT_CARD", services: ["ACT"], amountMinor: 1_000, code: `E2E-DISC-${tag}` });
    await createCard(user, { type: "CASH_CARD", amountMinor: 20_000, code: `E2E-CASH-${tag}`, expiresAt: null });
    await createCard(user, { type: "CERTIFICATE", services: ["HLT"], status: "INACTIVE", code: `E2E-OFF-${tag}` });
    const { property, rooms } = await createStayProperty({
      rooms: [{ name: "Garden Double", publicRateMinor: 12_000, memberRateMinor: 10_000, available: 3 }],
    });
    const activity = await createProperty({
      productCode: "ACT",
      name: "Harbour Kayak Tour",
      slots: [{ day: 9, capacity: 8, publicPriceMinor: 4_000, memberPriceMinor: 4_000 }],
    });

    await signInThroughApi(page, user.email, TEST_PASSWORD);

    // Hotel: 2 nights × $100 + 10% tax = $220: certificate $50 (preselected: the first matching card), cash card $170.
    await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(12)}&checkout=${isoDay(14)}&guests=2&rooms=1`);
    await expect(page.getByTestId("checkout-total")).toHaveText("$220.00");
    const panel = page.getByTestId("wallet-panel");
    await expect(panel.locator(`[data-card-code="E2E-OFF-${tag}"]`).getByTestId("wallet-card-reason")).toHaveText("Not active");
    await expect(panel.locator(`[data-card-code="E2E-CERT-${tag}"]`).getByTestId("wallet-card-reason")).toHaveText("Applies to this booking");
    await expect(panel.locator(`[data-card-code="E2E-DISC-${tag}"]`).getByTestId("wallet-card-reason")).toHaveText("Not valid for this product");
    await expect(page.getByTestId("split-certificate")).toHaveText("−$50.00");
    await expect(page.getByTestId("split-remainder")).toHaveText("$170.00");
    await page.getByTestId(`cash-E2E-CASH-${tag}`).check();
    await expect(page.getByTestId("split-cash")).toHaveText("−$170.00");
    await expect(page.getByTestId("split-remainder")).toHaveText("$0.00");
    // Nothing left to pay: no card form, and the button says so.
    await expect(page.getByTestId("checkout-no-card")).toBeVisible();
    await expect(page.getByTestId("hosted-card-note")).toHaveCount(0);
    await fillTraveller(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const hotelRef = (await page.getByTestId("booking-reference").textContent())!;

    // Activity: 2 × $40 + 10% = $88: the discount card $10 (the hotel certificate does not apply), cash card $30, card $48.
    // From the activity's page: the slot's Book link leads to the checkout.
    await page.goto(`/hotel-details?id=${activity.property.id}&checkin=${isoDay(8)}&checkout=${isoDay(11)}&guests=2`);
    await page.locator(`[data-testid="slot"][data-slot-id="${activity.slots[0]!.id}"]`).getByTestId("book-link").click();
    await expect(page).toHaveURL(new RegExp(`/hotel-checkout\\?property=${activity.property.id}&slot=${activity.slots[0]!.id}&guests=2`));
    await expect(page.getByTestId("checkout-property")).toHaveText("Harbour Kayak Tour");
    await expect(page.getByTestId("checkout-total")).toHaveText("$88.00");
    await expect(panel.locator(`[data-card-code="E2E-CERT-${tag}"]`).getByTestId("wallet-card-reason")).toHaveText("Already used");
    await expect(page.getByTestId(`discount-E2E-DISC-${tag}`)).toBeChecked();
    await expect(page.getByTestId("split-discount")).toHaveText("−$10.00");
    await page.getByTestId(`cash-E2E-CASH-${tag}`).check();
    await expect(page.getByTestId("split-cash")).toHaveText("−$30.00");
    await expect(page.getByTestId("split-remainder")).toHaveText("$48.00");
    await expect(page.getByTestId("checkout-pay")).toHaveText("Pay $48.00 and book");
    await fillTraveller(page);
    await fillCard(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const activityRef = (await page.getByTestId("booking-reference").textContent())!;
    expect((await testDb().activitySlot.findUniqueOrThrow({ where: { id: activity.slots[0]!.id } })).remaining).toBe(6);

    // The wallet: loading, then every card used up, with its history.
    await page.goto("/wallet");
    await expect(page.getByTestId("wallet-loaded")).toBeVisible({ timeout: 10_000 });
    await expect(entry(page, `E2E-CERT-${tag}`).getByTestId("wallet-entry-balance")).toHaveText("$0.00");
    await expect(entry(page, `E2E-CERT-${tag}`).getByTestId("wallet-entry-status")).toHaveText("Used");
    await expect(entry(page, `E2E-DISC-${tag}`).getByTestId("wallet-entry-balance")).toHaveText("$0.00");
    await expect(entry(page, `E2E-CASH-${tag}`).getByTestId("wallet-entry-balance")).toHaveText("$0.00");
    await entry(page, `E2E-CASH-${tag}`).getByText("History").click();
    await expect(entry(page, `E2E-CASH-${tag}`).getByTestId("wallet-entry-history")).toContainText(`Used for a booking · Booking ${hotelRef}`);
    await expect(entry(page, `E2E-CASH-${tag}`).getByTestId("wallet-entry-history")).toContainText(`Booking ${activityRef}`);

    // Cancelling the hotel gives the certificate and the cash card's $170 back.
    await page.goto("/user/my-trips");
    const trip = page.getByTestId("upcoming-trips").locator(`[data-reference="${hotelRef}"]`);
    await trip.getByTestId("cancel-booking").click();
    await expect(page.getByTestId("cancel-dialog")).toContainText(`$170.00 goes back to your cash card E2E-CASH-${tag}.`);
    await expect(page.getByTestId("cancel-dialog")).toContainText(`goes back to your certificate E2E-CERT-${tag}.`);
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByTestId("past-trips").locator(`[data-reference="${hotelRef}"]`).getByTestId("trip-status")).toHaveText("Cancelled");
    await page.goto("/wallet");
    await expect(entry(page, `E2E-CERT-${tag}`).getByTestId("wallet-entry-balance")).toHaveText("$50.00", { timeout: 10_000 });
    await expect(entry(page, `E2E-CERT-${tag}`).getByTestId("wallet-entry-status")).toHaveText("Active");
    await expect(entry(page, `E2E-CASH-${tag}`).getByTestId("wallet-entry-balance")).toHaveText("$170.00");
    await entry(page, `E2E-CERT-${tag}`).getByText("History").click();
    await expect(entry(page, `E2E-CERT-${tag}`).getByTestId("wallet-entry-history")).toContainText("Returned after cancellation");
  });

  test("the certificate modal blocks booking while the organisation's default certificate applies and none is chosen; it works from the keyboard", async ({
    page,
  }) => {
    const org = await createOrg();
    const small = await createOrgCertificate(org.id, { product: "HLT", priceMinor: 2_000, name: "Small stay certificate" });
    await createOrgCertificate(org.id, { product: "HLT", priceMinor: 3_000, name: "Big stay certificate" });
    const user = await createUser({ orgId: org.id });
    const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }] });
    const base = `http://${org.host}:${port}`;
    await signInThroughApiAt(base, page, user.email, TEST_PASSWORD);
    await page.goto(`${base}/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(12)}&checkout=${isoDay(13)}&guests=1&rooms=1`);
    await expect(page.getByTestId("wallet-chosen-certificate")).toHaveText("No certificate chosen");
    await fillTraveller(page);
    await fillCard(page);
    await page.getByTestId("checkout-pay").click();
    // Blocked: the modal opens with the highest redemption price preselected.
    const modal = page.getByTestId("certificate-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("radio", { name: /Big stay certificate/ })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page.getByTestId("checkout-error")).toHaveText("Please choose a certificate before booking.");
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(0);

    // Keyboard: open, move to the other certificate with the arrow keys, apply with Enter.
    await page.getByTestId("checkout-pay").click();
    await expect(modal).toBeVisible();
    await modal.getByRole("radio", { name: /Big stay certificate/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(modal.getByRole("radio", { name: /Small stay certificate/ })).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(modal).toBeHidden();
    await expect(page.getByTestId("wallet-chosen-certificate")).toHaveText("Small stay certificate");
    // $110.00 total: the certificate pays $20.00, the card $90.00.
    await expect(page.getByTestId("split-certificate")).toHaveText("−$20.00");
    await expect(page.getByTestId("checkout-pay")).toHaveText("Pay $90.00 and book");
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const r = await testDb().order.findFirstOrThrow({ where: { propertyId: property.id } });
    expect(r).toMatchObject({ walletAppliedMinor: 2_000, cardPaidMinor: 9_000 });
    expect(await testDb().paymentCard.count({ where: { userId: user.id, cardCode: `ORG${small.id}-U${user.id}` } })).toBe(1);
  });

  test("/wallet shows a loading state, then one panel per option the organisation site enables", async ({ page }) => {
    const user = await createUser({ org: "partner" });
    await createCard(user, {
      type: "CERTIFICATE",
      services: ["HLT", "ACT"],
      amountMinor: 4_000,
      code: `P-CERT-${user.id}`,
      expiresAt: new Date("2031-05-20T12:00:00Z"),
    });
    await createCard(user, { type: "CASH_CARD", amountMinor: 12_345, code: `P-CASH-${user.id}` });
    await createCard(user, { type: "DISCOUNT_CARD", amountMinor: 1_000, code: `P-DISC-${user.id}` });
    await signInThroughApiAt(partnerUrl, page, user.email, TEST_PASSWORD);
    // Hold the wallet call so the loading state can be seen whatever the machine's speed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/booking/get-paymentcard-by-user", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${partnerUrl}/wallet`);
    await expect(page.getByTestId("wallet-loading")).toBeVisible();
    // While the list loads it is drawn as a skeleton of its rows, announced as loading, not a spinner.
    await expect(page.getByTestId("wallet-loading").getByTestId("skeleton-row")).toHaveCount(3);
    await expect(page.getByRole("status").filter({ has: page.getByTestId("skeleton-row") })).toContainText("Loading");
    // Signed in: the header's Sign in button is gone.
    await expect(page.getByTestId("header-sign-in")).toHaveCount(0);
    const answered = page.waitForResponse("**/api/booking/get-paymentcard-by-user");
    release();
    // SPEC §4: the loaded flag comes 500 ms after the fetch, so right after the answer it is still loading.
    await answered;
    await expect(page.getByTestId("wallet-loading")).toBeVisible();
    await expect(page.getByTestId("wallet-loaded")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("wallet-panel-certificates")).toBeVisible();
    await expect(page.getByTestId("wallet-panel-cash-card")).toBeVisible();
    // The partner site enables Certificates and Cash Card only.
    await expect(page.getByTestId("wallet-panel-discount-cards")).toHaveCount(0);
    await expect(page.getByTestId("wallet-panel-myvacations")).toHaveCount(0);
    await expect(entry(page, `P-CERT-${user.id}`).getByTestId("wallet-entry-expiry")).toHaveText("Expires May 20, 2031");
    await expect(page.getByTestId("wallet-cash-card-total")).toHaveText("Available: $123.45");
  });

  /**
   * A hotel of its own at $220.00 for a member (2 nights × $100 + 10% tax), searched as `email` (the results URL the
   * home page's form sends: the form itself is journey.spec.ts's).
   */
  async function searchOwnHotel(page: Page, email: string) {
    const city = uniqueWord("Purse");
    await createProperty({ name: `Purse ${city} Hotel`, city, taxRateBps: 1_000, rooms: [{ publicRateMinor: 12_000, memberRateMinor: 10_000 }] });
    await signInThroughApi(page, email, TEST_PASSWORD);
    await page.goto(`/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&guests=2&rooms=1`);
    await expect(page.getByTestId("result-card")).toHaveCount(1);
    await expect(page.getByTestId("result-price")).toHaveText("$220.00");
    return page.getByTestId("result-card");
  }

  test("a search result tells a member with wallet credit how much of the stay it can pay", async ({ page }) => {
    const user = await createUser({ planStatus: "ACTIVE" });
    await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 5_000 });
    await createCard(user, { type: "CASH_CARD", amountMinor: 2_000 });
    const card = await searchOwnHotel(page, user.email);
    // The certificate and the cash card together: $70.00 of the $220.00.
    await expect(card.getByTestId("wallet-credit")).toHaveText("Up to $70.00 applies from your wallet");
  });

  test("a member whose wallet holds nothing for the stay sees no wallet line on the result", async ({ page }) => {
    const user = await createUser({ planStatus: "ACTIVE" });
    // An activity certificate does not apply to a hotel.
    await createCard(user, { type: "CERTIFICATE", services: ["ACT"], amountMinor: 5_000 });
    const card = await searchOwnHotel(page, user.email);
    await expect(card.getByTestId("member-price")).toBeVisible();
    await expect(card.getByTestId("wallet-credit")).toHaveCount(0);
  });

  test("/wallet asks a visitor to sign in", async ({ page }) => {
    await page.goto("/wallet");
    await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  });
});

test("the results page served alike to every member still tells each member their own wallet line", async ({ browser }) => {
  test.setTimeout(60_000);
  const city = uniqueWord("Shared");
  await createProperty({ name: `Shared ${city} Hotel`, city, taxRateBps: 1_000, rooms: [{ publicRateMinor: 12_000, memberRateMinor: 10_000 }] });
  const url = `/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&guests=2&rooms=1`;
  const withCash = await createUser({ planStatus: "ACTIVE" });
  await createCard(withCash, { type: "CASH_CARD", amountMinor: 3_000 });
  const without = await createUser({ planStatus: "ACTIVE" });
  const pages = [];
  for (const user of [withCash, without]) {
    const page = await (await browser.newContext()).newPage();
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    // The process learns the session from a page rendered for the member; then the results page is the shared one.
    await page.goto("/user/profile");
    await expect
      .poll(async () => (await page.request.get(url, { headers: { accept: "text/html" } })).text(), { timeout: 30_000 })
      .toMatch(/data-testid="result-card"(?![\s\S]*data-testid="wallet-credit")/);
    await page.goto(url);
    pages.push(page);
  }
  await expect(pages[0]!.getByTestId("wallet-credit")).toHaveText("Up to $30.00 applies from your wallet");
  await expect(pages[0]!.getByTestId("member-price")).toBeVisible();
  await expect(pages[1]!.getByTestId("member-price")).toBeVisible();
  await expect(pages[1]!.getByTestId("wallet-credit")).toHaveCount(0);
  for (const page of pages) await page.context().close();

  // A guest's results page asks for no wallet lines (a call it may not make would be an error in its console).
  const guest = await (await browser.newContext()).newPage();
  const asked: string[] = [];
  guest.on("request", (request) => request.url().includes("/api/search/wallet-credit") && asked.push(request.url()));
  await guest.goto(url);
  await expect(guest.getByTestId("result-card")).toHaveCount(1);
  await guest.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await guest.context().close();
});
