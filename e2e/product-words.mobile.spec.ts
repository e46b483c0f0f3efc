import { expect, test } from "@playwright/test";
import { baseUrl } from "./support/auth";
import { openGuestManagePage } from "./support/guest";
import { ar, expectArabicPage } from "./support/journey";
import { memberWithBookedStay } from "./support/trips";

/** "٦ ديسمبر ٢٠٢٦": the day of a cancellation made now, as an Arabic page writes it in the organisation's calendar. */
const todayInArabic = () =>
  new Intl.DateTimeFormat("ar-SA", { calendar: "gregory", day: "numeric", month: "short", year: "numeric", timeZone: "America/New_York" }).format(new Date());

/** Issue #51 item 8 on a phone, in Arabic: the guest's manage page and a cancelled trip. */
test.describe("the guest manage page and a cancelled trip on a phone, in Arabic", () => {
  test("a guest's manage link opens the whole trip page right to left; cancelling there says when and what came back", async ({ page }) => {
    const { property, reference } = await openGuestManagePage(page, {
      before: () => page.context().addCookies([{ name: "lan_code", value: "ar-SA", url: baseUrl }]),
    });

    const trip = page.getByTestId("trip-details");
    await expectArabicPage(page, "guest manage page", { testId: "trip-payment", key: "Trip.payment" });
    await expect(trip.getByTestId("booking-reference")).toHaveText(reference);
    await expect(trip.getByTestId("trip-address")).toContainText(property.address);
    await expect(trip.getByTestId("trip-dates")).toBeVisible();
    await expect(trip.getByTestId("trip-policy")).toContainText(ar("Trip.policy"));
    await expect(trip.getByTestId("add-to-calendar")).toHaveText(ar("Trip.addToCalendar"));
    await expect(trip.getByRole("button", { name: ar("Trip.print") })).toBeVisible();
    await page.screenshot({ path: "test-results/shots/guest-manage-phone-ar.png", fullPage: true });

    await trip.getByTestId("cancel-booking").click();
    await page.getByTestId("confirm-cancel").click();
    await expect(trip.getByTestId("trip-status")).toHaveText(ar("Trips.status.CANCELLED"));
    const line = trip.getByTestId("trip-cancelled");
    await expect(line).toContainText(ar("Trips.cancelledOn", { date: todayInArabic() }));
    await expect(line).toContainText(ar("Trips.refund", { amount: "" }).trim());
    // No Latin digit, and no middle dot between Arabic-Indic digits (it reads as a zero): the Arabic comma.
    await expect(line).not.toHaveText(/\d|·/);
    await expectArabicPage(page, "guest manage page, cancelled");
  });

  test("a member's cancelled trip says when it was cancelled and what came back, on My Trips and the trip page", async ({ page }) => {
    const { reference } = await memberWithBookedStay(page);
    expect((await page.request.post("/api/booking/cancel", { data: { reference } })).status()).toBe(200);
    await page.context().addCookies([{ name: "lan_code", value: "ar-SA", url: baseUrl }]);

    await page.goto("/user/my-trips");
    const card = page.locator(`[data-testid="trip"][data-reference="${reference}"]`);
    await expect(card.getByTestId("trip-cancelled")).toContainText(ar("Trips.cancelledOn", { date: todayInArabic() }));
    await expect(card.getByTestId("trip-refund")).toContainText(ar("Trips.refund", { amount: "" }).trim());
    await expect(card.getByTestId("wallet-restored")).toContainText(ar("Trips.walletRefund", { amount: "" }).trim());
    await expect(card.getByTestId("trip-cancelled")).not.toHaveText(/\d|·/);
    await expectArabicPage(page, "my trips, cancelled");

    await card.getByTestId("trip-link").click();
    await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
    const line = page.getByTestId("trip-cancelled");
    await expect(line).toContainText(ar("Trips.cancelledOn", { date: todayInArabic() }));
    await expect(line).not.toHaveText(/\d|·/);
    await expectArabicPage(page, "cancelled trip page");
    await page.screenshot({ path: "test-results/shots/cancelled-trip-phone-ar.png", fullPage: true });
  });
});
