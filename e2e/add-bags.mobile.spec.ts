import { expect, test } from "@playwright/test";
import { payOnProviderPage } from "./support/checkout";
import { bookFlightThroughApi } from "./support/flight-booking";
import { expectArabicPage, memberIn } from "./support/journey";

/** Issue 53 §2 on a phone in Arabic: a bag added to a booked flight, its price and count in Arabic-Indic digits, right to left. */
test("on a phone in Arabic, a member adds a bag to their flight from the trip page and pays for it", async ({ page }) => {
  test.setTimeout(90_000);
  const user = await memberIn(page, "ar-SA");
  const reference = await bookFlightThroughApi(page, { days: 42, email: user.email, firstName: "Layla", lastName: "Haddad" });
  await page.goto(`/user/my-trips/${reference}`);
  await expectArabicPage(page, "trip page with add bags", { testId: "add-bags", key: "Trip.addBags" });
  // Seats are chosen at the airline's online check-in (Duffel takes none after booking), said in Arabic.
  await expect(page.getByTestId("trip-seats-check-in")).toContainText("المقاعد: اخترها عند تسجيل الوصول عبر الإنترنت لدى");
  await expect(page.getByTestId("trip-seats-check-in")).toContainText(/رقم الحجز [A-Z0-9]{6}\.$/);

  await page.getByTestId("add-bags").click();
  const panel = page.getByTestId("add-bags-panel");
  await expect(panel.getByTestId("add-bags-option")).toContainText("Layla Haddad");
  // The price per bag and its weight in Arabic-Indic digits.
  await expect(panel.getByTestId("add-bags-option")).toContainText("٢٣");
  await panel.getByTestId("add-bags-0-0-more").click();
  await expect(panel.getByTestId("add-bags-0-0-value")).toHaveText("١");
  await expect(panel.getByTestId("add-bags-total")).toContainText("٣٥");
  await expectArabicPage(page, "add bags panel");
  await page.screenshot({ path: "test-results/add-bags/phone-ar-choose.png", fullPage: true });
  await panel.getByTestId("add-bags-pay").click();

  await payOnProviderPage(page, { holder: "Layla Haddad" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("flight-extras-facts")).toContainText("Layla Haddad");
  await expect(page.locator('[data-testid="trip-change"][data-kind="BAGS_ADDED"]')).toBeVisible();
  await expectArabicPage(page, "trip page with the bag added");
  await page.screenshot({ path: "test-results/add-bags/phone-ar-added.png", fullPage: true });
});
