import { expect, test } from "@playwright/test";
import { ar } from "./support/journey";
import { memberWithBookedStay } from "./support/trips";

/**
 * Issue #51's Arabic gap: the room of a booked stay — stored in English when it was booked — is named in Arabic on My
 * Trips' card and on the trip page, from the catalogue's room names, as the checkout named it before booking.
 */
test("in Arabic on a phone, a booked stay's trip card and trip page name its room in Arabic", async ({ page }) => {
  test.setTimeout(60_000);
  const { reference } = await memberWithBookedStay(page, { roomName: "Deluxe King Room" });
  const arabicRoom = ar("Rooms.deluxe-king-room");

  await page.goto("/user/my-trips?lang=ar-SA");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const card = page.locator(`[data-testid="trip"][data-reference="${reference}"]`);
  await expect(card.getByTestId("trip-room")).toHaveText(arabicRoom);
  await expect(card).not.toContainText("Deluxe King Room");

  await card.getByTestId("view-trip").click();
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("trip-stay-facts")).toContainText(arabicRoom);
  await expect(page.getByTestId("trip-details")).not.toContainText("Deluxe King Room");
  // Nothing runs off the side of the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
