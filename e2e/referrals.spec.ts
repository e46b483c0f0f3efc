import { expect, test, type Browser, type Page } from "@playwright/test";
import { createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../tests/support/factories";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { extractLink, waitForMail } from "../tests/support/mail";
import { createCampaign } from "../tests/support/referrals";
import { fillSignUpDetails, fillSignUpPasswords, openSignIn, signInThroughApi } from "./support/auth";
import { expectConfirmation, fillCheckoutForm } from "./support/checkout";

/** Signs in through the API (see signInThroughApi): two workers hashing passwords can outlast the dialog's 7 s. */
const signInAs = (page: Page, email: string, password = TEST_PASSWORD) => signInThroughApi(page, email, password);

/** Member A on /referral/programs: picks the campaign, copies the link (the clipboard gets it) and sees the QR code. */
async function copyReferralLink(page: Page, campaignName: string): Promise<string> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/referral/programs");
  await page.getByTestId("campaign").filter({ hasText: campaignName }).click();
  const link = page.getByTestId("referral-link");
  await expect(link).toHaveValue(/referral_code=/);
  await page.getByTestId("copy-link").click();
  await expect(page.getByTestId("copy-link")).toHaveText("Copied!");
  await expect(page.getByTestId("referral-qr").locator("svg")).toBeVisible();
  await expect(page.getByTestId("share-buttons")).toContainText("WhatsApp");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());
  return copied;
}

/** A room booked through the checkout page by whoever is signed in on `page`; returns the reference. */
async function bookRoom(page: Page, days: [number, number] = [12, 14]): Promise<string> {
  const { property, rooms } = await createStayProperty({ policy: "FREE_CANCELLATION", freeCancelDays: 1 });
  await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(days[0])}&checkout=${isoDay(days[1])}&guests=1&rooms=1`);
  await fillCheckoutForm(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  return (await page.getByTestId("booking-reference").textContent())!;
}

/** The stay is over: its dates move into the past (as the calendar would), then the credits page settles it. */
async function finishStay(reference: string) {
  const day = 86_400_000;
  await testDb().order.update({ where: { reference }, data: { checkIn: new Date(Date.now() - 3 * day), checkOut: new Date(Date.now() - day) } });
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function signUpByEmail(page: Page, email: string, first: string) {
  await expect(page.getByTestId("sign-up-social-view")).toBeVisible();
  await page.getByTestId("sign-up-with-email").click();
  await fillSignUpDetails(page, { email, first, last: "Friend" });
  await page.getByTestId("sign-up-continue").click();
  await fillSignUpPasswords(page, "Sunny!2026");
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("sign-up-confirmation")).toBeVisible();
  await page.getByTestId("sign-up-dialog-close").click();
}

test.describe("referrals and loyalty", () => {
  // Two browsers, e-mail round trips and bookings on a loaded two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("A copies a link; a friend opens it, signs up by e-mail, confirms, books; A's credit goes pending → available", async ({ page, browser }) => {
    const a = await createUser({ firstName: "Anna", lastName: "Sharer" });
    const campaign = await createCampaign({ name: `Friends ${Date.now()}`, creditAmountMinor: 3300, landingUrl: "/?signup=1" });
    await signInAs(page, a.email);
    const link = await copyReferralLink(page, campaign.name);
    const params = [...new URL(link).searchParams.keys()];
    expect(params).toEqual(["signup", "referral_code", "referral_name", "referral_org", "campaign"]);
    expect(new URL(link).searchParams.get("referral_name")).toBe("Anna S.");

    const friend = await visitorPage(browser);
    await friend.goto(link);
    await expect(friend.getByTestId("referral-banner")).toContainText("Anna S. invited you");
    const email = uniqueEmail("friend");
    await signUpByEmail(friend, email, "Fern");
    const mail = await waitForMail(email, { subject: /Confirm/ });
    await friend.goto(extractLink(mail, "/verify-account?key="));
    await expect(friend.getByTestId("verify-verified")).toBeVisible();
    await signInAs(friend, email, "Sunny!2026");
    const reference = await bookRoom(friend);

    await page.goto("/referral/credits");
    const row = page.getByTestId("credit-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("credit-status")).toHaveText("Pending");
    await expect(row.getByTestId("credit-amount")).toHaveText("$33.00");
    await expect(row).toContainText("Fern F.");
    await expect(page.getByTestId("credits-pending")).toContainText("$33.00");

    await finishStay(reference);
    await page.reload();
    await expect(page.getByTestId("credit-row").getByTestId("credit-status")).toHaveText("Available");
    await expect(page.getByTestId("credits-available")).toContainText("$33.00");
    await expect(page.getByTestId("credits-cash-note")).toBeVisible();
    await waitForMail(a.email, { subject: /Your referral credit of \$33\.00 is available/ });

    // Your rewards sums it up with the savings membership and the campaigns.
    await page.goto("/your-rewards");
    await expect(page.getByTestId("savings-card")).toBeVisible();
    await expect(page.getByTestId("rewards-campaign").filter({ hasText: campaign.name })).toContainText("$33.00");
    await expect(page.getByTestId("rewards-credits").getByTestId("credits-available")).toContainText("$33.00");
    // And the friend shows on the programme page as stayed.
    await page.goto("/referral/programs");
    await expect(page.getByTestId("referral-row").filter({ hasText: "Fern F." }).getByTestId("referral-stage")).toHaveText("Stayed — credit available");
  });

  test("a friend signs up with Google from the link and books; cancelling the booking claws A's credit back", async ({ page, browser }) => {
    const a = await createUser({ firstName: "Gabe", lastName: "Sharer" });
    const campaign = await createCampaign({ name: `Google friends ${Date.now()}`, creditAmountMinor: 2100, landingUrl: "/?signup=1" });
    await signInAs(page, a.email);
    const link = await copyReferralLink(page, campaign.name);

    const friend = await visitorPage(browser);
    await friend.goto(link);
    await expect(friend.getByTestId("referral-banner")).toBeVisible();
    const email = uniqueEmail("gfriend");
    await friend.getByTestId("social-google").click();
    await expect(friend.getByTestId("stand-in-email")).toBeVisible();
    await friend.getByTestId("stand-in-email").fill(email);
    await friend.getByTestId("stand-in-given-name").fill("Gina");
    await friend.getByTestId("stand-in-family-name").fill("Google");
    await friend.getByTestId("stand-in-continue").click();
    await expect(friend.getByTestId("sign-up-confirmation")).toHaveText("Welcome! Your account is ready.");
    await friend.getByTestId("sign-up-dialog-close").click();
    const user = await testDb().user.findFirstOrThrow({ where: { email }, include: { referredVia: true } });
    expect(user.referredVia).toMatchObject({ referrerId: a.id, campaignId: campaign.id, status: "ACTIVE" });

    const reference = await bookRoom(friend);
    await page.goto("/referral/credits");
    await expect(page.getByTestId("credit-row").getByTestId("credit-status")).toHaveText("Pending");

    await friend.goto("/user/my-trips");
    const trip = friend.getByTestId("upcoming-trips").locator(`[data-reference="${reference}"]`);
    await trip.getByTestId("cancel-booking").click();
    await friend.getByTestId("confirm-cancel").click();
    await expect(friend.getByTestId("past-trips").locator(`[data-reference="${reference}"]`).getByTestId("trip-status")).toHaveText("Cancelled");

    await page.reload();
    await expect(page.getByTestId("credit-row").getByTestId("credit-status")).toHaveText("Taken back");
    await expect(page.getByTestId("credits-available")).toContainText("$0.00");
    await expect(page.getByTestId("activity").filter({ hasText: "Gina G. cancelled: $21.00 taken back" })).toHaveCount(1);
    await expect(page.getByTestId("activity").filter({ hasText: "Gina G. booked: $21.00 pending" })).toHaveCount(1);
  });

  test("a self-referral (A's own device, a second account) is flagged and earns nothing", async ({ page }) => {
    const a = await createUser({ firstName: "Sol", lastName: "Selfie" });
    const campaign = await createCampaign({ name: `Self ${Date.now()}`, creditAmountMinor: 5000, landingUrl: "/?signup=1" });
    await signInAs(page, a.email);
    const link = await copyReferralLink(page, campaign.name);
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("menu-logout").click();
    await expect(page.getByTestId("user-menu-button")).toContainText("Guest");

    await page.goto(link);
    const email = uniqueEmail("selfalt");
    await signUpByEmail(page, email, "Sol");
    const second = await testDb().user.findFirstOrThrow({ where: { email }, include: { referredVia: true } });
    expect(second.referredVia).toMatchObject({ referrerId: a.id, status: "FLAGGED", flaggedReason: "SELF_REFERRAL" });
    // Even with the second account confirmed and booking, no credit.
    await testDb().user.update({ where: { id: second.id }, data: { emailVerifiedAt: new Date() } });
    await signInAs(page, email, "Sunny!2026");
    await bookRoom(page);
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("menu-logout").click();
    await expect(page.getByTestId("user-menu-button")).toContainText("Guest");

    await signInAs(page, a.email);
    await page.goto("/referral/credits");
    await expect(page.getByTestId("credits-empty")).toBeVisible();
    await page.goto("/referral/programs");
    await expect(page.getByTestId("referral-row").getByTestId("referral-stage")).toHaveText("Not eligible");
  });

  test("the referral list pages 5 at a time; a foreign redirect is refused by the link builder", async ({ page }) => {
    const a = await createUser();
    for (let i = 0; i < 7; i++) {
      const f = await createUser({ firstName: `Pal${String.fromCharCode(65 + i)}`, lastName: "Pager" });
      await testDb().referral.create({ data: { orgId: a.orgId, referrerId: a.id, referredUserId: f.id, createdAt: new Date(Date.now() - (10 - i) * 60_000) } });
    }
    await signInAs(page, a.email);
    await page.goto("/referral/programs");
    await expect(page.getByTestId("referral-row")).toHaveCount(5);
    await expect(page.getByTestId("referral-row").first()).toContainText("PalG P.");
    await expect(page.getByTestId("referrals-page")).toHaveText("Page 1 of 2");
    await expect(page.getByTestId("referrals-prev")).toBeDisabled();
    await page.getByTestId("referrals-next").click();
    await expect(page.getByTestId("referrals-page")).toHaveText("Page 2 of 2");
    await expect(page.getByTestId("referral-row")).toHaveCount(2);
    await expect(page.getByTestId("referral-row").last()).toContainText("PalA P.");
    await expect(page.getByTestId("referrals-next")).toBeDisabled();

    await page.getByTestId("referral-redirect").fill("https://evil.example/login");
    await expect(page.getByTestId("referral-link-error")).toHaveText("Links can only continue to pages of this site.");
    await expect(page.getByTestId("referral-link")).toHaveCount(0);
    await page.getByTestId("referral-redirect").fill("/resorts");
    await expect(page.getByTestId("referral-link")).toHaveValue(/&redirect=%2Fresorts$/);
    // Opening the link records the visit and continues to the redirect target on this site.
    await page.goto(await page.getByTestId("referral-link").inputValue());
    await expect(page).toHaveURL(/\/resorts$/, { timeout: 15_000 });
  });

  test("a sign-in flagged is_promotion lands on /promotions, which lists the organisation's running promotions", async ({ page }) => {
    const title = `Flash sale ${Date.now()}`;
    const user = await createUser({ isPromotion: true });
    await testDb().promotion.create({ data: { orgId: user.orgId, title, description: "Half price on Tuesdays.", landingUrl: "/hotel" } });
    await testDb().promotion.create({
      data: { orgId: user.orgId, title: `${title} (ended)`, description: "Over.", endsAt: new Date(Date.now() - 86_400_000) },
    });
    await page.goto("/hotel");
    await openSignIn(page);
    await page.getByTestId("sign-in-email").fill(user.email);
    await page.getByTestId("sign-in-password").fill(TEST_PASSWORD);
    await page.getByTestId("sign-in-submit").click();
    await expect(page).toHaveURL(/\/promotions$/, { timeout: 15_000 });
    await expect(page.getByTestId("promotion").filter({ hasText: title })).toHaveCount(1);
    await expect(page.getByTestId("promotion").filter({ hasText: title }).getByRole("link")).toHaveAttribute("href", "/hotel");
  });
});
