import { expect, test } from "@playwright/test";
import { createProperty, createUser, isoDay, TEST_PASSWORD, uniqueWord } from "../tests/support/factories";
import { partnerUrl, signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCheckoutForm } from "./support/checkout";
import { cancelInMyTrips } from "./support/journey";
import { searchStays } from "./support/search";
import { createCampaign } from "../tests/support/referrals";

const JOURNEYS = [
  { product: "condo", code: "CND", label: "Condos", name: "Harbour Point Condos", room: "Two-Bedroom Condo" },
  { product: "hotelgd", code: "GRN", label: "Green Deals", name: "Verde Eco Hotel", room: "Eco Double Room" },
] as const;

for (const j of JOURNEYS) {
  test(`a member searches ${j.label}, books one, finds it in My Trips and cancels it`, async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE", firstName: "Cleo", lastName: "Condo" });
    const city = uniqueWord("Spj");
    const name = `${j.name} ${city}`;
    await createProperty({ productCode: j.code, name, city, rooms: [{ name: j.room, maxGuests: 4, publicRateMinor: 32_000, memberRateMinor: 26_000 }] });
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await searchStays(page, j.product, city);
    await expect(page).toHaveURL(new RegExp(`product=${j.product}`));
    await expect(page.getByTestId("results-title")).toHaveText(`${j.label} · ${city}`);
    await expect(page.getByTestId("results-summary")).toHaveAttribute("data-total", "1");
    await page.getByTestId("result-card").first().getByTestId("result-link").click();
    await expect(page.getByTestId("property-name")).toHaveText(name);
    await page.getByTestId("book-link").first().click();
    await expect(page.getByTestId("checkout-room")).toHaveText(j.room);
    const total = (await page.getByTestId("checkout-total").textContent())!;
    await fillCheckoutForm(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    expect(reference).not.toBe("");
    // Free cancellation up to two days before check-in (the catalogue's default policy): all of it back.
    await cancelInMyTrips(page, reference, { trip: name, dialog: `You will get ${total} back` });
  });
}

test("a search that finds nothing names the product and the place", async ({ page }) => {
  const city = uniqueWord("Empty");
  await searchStays(page, "dreamtrips", city);
  await expect(page.getByTestId("results-title")).toHaveText(`Dream Trips · ${city}`);
  await expect(page.getByTestId("results-empty")).toContainText(`No Dream Trips available in ${city} for your dates.`);
});

test.describe("Join Now", () => {
  test.beforeEach(({ page }) => preloadAxe(page));

  test("invites a visitor: what members get, three steps, and Join now opens the sign-up dialog", async ({ page }) => {
    // The best running referral credit is promised; other tests run campaigns of their own, all below this one.
    await createCampaign({ creditAmountMinor: 9_876 });
    await page.goto("/JoinNow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Join /);
    await expect(page.getByTestId("join-benefit-prices")).toBeVisible();
    await expect(page.getByTestId("join-benefit-referral")).toContainText("up to $98.76");
    await expect(page.getByTestId("join-steps").locator("li")).toHaveCount(3);
    expect(await wcagViolations(page, "/JoinNow")).toEqual([]);
    await page.getByTestId("join-now").click();
    await expect(page.getByTestId("sign-up-dialog")).toBeVisible();
    await expect(page.getByTestId("sign-up-with-email")).toBeVisible();
  });

  test("the partner's page speaks of its access code and has no referral promise it does not run", async ({ page }) => {
    await page.goto(`${partnerUrl}/JoinNow`);
    await expect(page.getByTestId("join-steps")).toContainText("access code");
    await expect(page.getByTestId("join-benefit-referral")).toHaveCount(0);
    await page.getByTestId("join-now").click();
    await page.getByTestId("sign-up-with-email").click();
    await expect(page.getByTestId("sign-up-access-code")).toBeVisible();
  });

  test("a signed-in member sees their membership instead of the invitation", async ({ page }) => {
    const user = await createUser({ planStatus: "ACTIVE", firstName: "Mona" });
    await page.goto("/JoinNow");
    await page.getByTestId("join-sign-in").click();
    await page.getByTestId("sign-in-email").fill(user.email);
    await page.getByTestId("sign-in-password").fill(TEST_PASSWORD);
    await page.getByTestId("sign-in-submit").click();
    await expect(page.getByTestId("membership-state")).toHaveAttribute("data-plan", "active");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Mona/);
    await expect(page.getByTestId("join-now")).toHaveCount(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("condo results and Join Now fit the screen without sideways scrolling", async ({ page }) => {
    const city = uniqueWord("Phn");
    await createProperty({ productCode: "CND", name: `Marina Condos ${city}`, city, rooms: [{ publicRateMinor: 20_000, memberRateMinor: 17_000 }] });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto(`/search-detail?product=condo&destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}`);
    await expect(page.getByTestId("result-card")).toHaveCount(1);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await page.goto("/JoinNow");
    await expect(page.getByTestId("join-now")).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(1);
  });
});

test("in Arabic: right to left, the product named in Arabic, and Join Now in Arabic", async ({ page }) => {
  const city = uniqueWord("Arb");
  await createProperty({ productCode: "GRN", name: `Verde ${city}`, city, rooms: [{ publicRateMinor: 20_000, memberRateMinor: 17_000 }] });
  await page.goto(`/search-detail?product=hotelgd&destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&lang=ar-SA`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("results-title")).toHaveText(`عروض خضراء، ${city}`);
  await page.goto("/JoinNow?lang=ar-SA");
  await expect(page.getByTestId("join-now")).toHaveText("انضم الآن");
  await page.getByTestId("join-now").click();
  await expect(page.getByTestId("sign-up-dialog")).toBeVisible();
});
