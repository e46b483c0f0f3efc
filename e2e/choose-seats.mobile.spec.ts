import { expect, test } from "@playwright/test";
import { payOnProviderPage } from "./support/checkout";
import { bookFlightThroughApi } from "./support/flight-booking";
import { expectArabicPage, expectNoSidewaysScroll, memberIn } from "./support/journey";

/** Seats after booking on a phone in Arabic: the seat map right to left around it, seats and prices in Arabic-Indic digits. */
test("on a phone in Arabic, a member chooses a paid seat on the trip page and pays for it", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await memberIn(page, "ar-SA");
  const reference = await bookFlightThroughApi(page, { days: 50, email: user.email, firstName: "Layla", lastName: "Haddad" });
  await page.goto(`/user/my-trips/${reference}`);
  await expectArabicPage(page, "trip page with choose seats", { testId: "choose-seats", key: "Trip.seats.button" });

  await page.getByTestId("choose-seats").click();
  const panel = page.getByTestId("choose-seats-panel");
  await expect(panel.getByTestId("seat-map")).toBeVisible();
  await panel.locator('[data-state="paid"]').first().click();
  await expect(panel.getByTestId("seat-now-0")).toContainText(/[٠-٩]/);
  await expect(panel.getByTestId("choose-seats-total")).toContainText(/[٠-٩]/);
  await expectArabicPage(page, "choose seats panel");
  await expectNoSidewaysScroll(page, "choose seats panel");
  await page.screenshot({ path: "test-results/choose-seats/phone-ar-choose.png", fullPage: true });
  await panel.getByTestId("choose-seats-confirm").click();

  await payOnProviderPage(page, { holder: "Layla Haddad" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.locator('[data-testid="trip-change"][data-kind="SEATS_CHOSEN"]')).toBeVisible();
  await expect(page.getByTestId("flight-extras-facts")).toContainText("Layla Haddad");
  await expectArabicPage(page, "trip page with the seat chosen");
  await page.screenshot({ path: "test-results/choose-seats/phone-ar-chosen.png", fullPage: true });
});
