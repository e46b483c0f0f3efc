import { expect, test } from "@playwright/test";
import { expectConfirmation } from "./support/checkout";
import { fillGuestCheckout, guestStay, openManageLinkFromMail } from "./support/guest";

test.describe("guest checkout on a phone, in Arabic", () => {
  test("a guest books, opens the e-mail's manage link and cancels, right to left", async ({ page }) => {
    const { path } = await guestStay();
    await page.goto(`${path}&lang=ar-SA`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("checkout-summary")).toBeVisible();
    await expect(page.getByTestId("member-price-offer")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const email = await fillGuestCheckout(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;

    // A guest has no saved language: the e-mail is in the one they booked in ("Booking confirmed" in Arabic).
    const trip = await openManageLinkFromMail(page, email, reference, "تم تأكيد الحجز");
    await trip.getByTestId("cancel-booking").click();
    await page.getByTestId("confirm-cancel").click();
    await expect(trip.getByTestId("trip-status")).toHaveText("ملغى");
  });
});
