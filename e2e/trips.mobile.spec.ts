import { expect, test } from "@playwright/test";
import { memberWithBookedStay, shownDay } from "./support/trips";

test("in Arabic on a phone: the confirmation shows the wallet and card parts and Arabic dates; the trip page opens from My Trips and cancels", async ({
  page,
}) => {
  // Three pages and a cancellation: room for a loaded machine.
  test.setTimeout(60_000);
  const { cert, reference, checkIn } = await memberWithBookedStay(page);
  await page.goto(`/checkout-success?ref=${reference}&lang=ar-SA`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const trip = page.getByTestId("trip-details");
  await expect(trip.getByTestId("trip-check-in")).toHaveText(shownDay(checkIn, "ar-SA"));
  await expect(trip.locator(`[data-testid="paid-wallet"][data-card-code="${cert.cardCode}"]`)).toContainText(`شهادة ${cert.cardCode}`);
  await expect(trip.getByTestId("paid-wallet-amount")).not.toBeEmpty();
  await expect(trip.getByTestId("paid-card")).toContainText("مدفوع بالبطاقة المنتهية بـ 4242");
  await expect(trip.getByTestId("trip-policy")).toContainText("إلغاء مجاني حتى");
  // Nothing runs off the side of the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.goto("/user/my-trips");
  await page.locator(`[data-testid="trip"][data-reference="${reference}"]`).getByTestId("view-trip").click();
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("add-to-calendar")).toHaveText("أضف إلى التقويم");
  await page.getByTestId("cancel-booking").click();
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("trip-status")).toHaveText("ملغى");
});
