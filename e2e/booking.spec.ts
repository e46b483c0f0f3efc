import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { signInThroughApi } from "./support/auth";
import { fillCheckoutForm } from "./support/checkout";

test.describe("booking", () => {
  test("a member books a room with a sandbox card, sees it in My Trips and cancels it", async ({ page }) => {
    const user = await createUser({ planStatus: "ACTIVE" });
    const { property, rooms } = await createStayProperty({
      rooms: [{ name: "Sea View King", publicRateMinor: 25_000, memberRateMinor: 20_000, available: 3 }],
    });
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(12)}&checkout=${isoDay(14)}&guests=2&rooms=1`);
    await expect(page.getByTestId("checkout-room")).toHaveText("Sea View King");
    // Member price: 2 × $200 + 10% tax.
    await expect(page.getByTestId("checkout-total")).toHaveText("$440.00");
    await expect(page.getByTestId("checkout-saving")).toContainText("You save $110.00");
    await expect(page.getByTestId("wallet-slot")).toBeVisible();
    await fillCheckoutForm(page);
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("confirmation")).toBeVisible();
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    expect(reference).toMatch(/^TS-[A-Z0-9]{8}$/);

    await page.goto("/user/my-trips");
    const trip = page.getByTestId("upcoming-trips").locator(`[data-reference="${reference}"]`);
    await expect(trip).toContainText(property.name);
    await trip.getByTestId("cancel-booking").click();
    await expect(page.getByTestId("cancel-dialog")).toContainText("You will get $440.00 back");
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByTestId("past-trips").locator(`[data-reference="${reference}"]`).getByTestId("trip-status")).toHaveText("Cancelled");
  });

  test("a declined card shows the reason and books nothing", async ({ page }) => {
    const user = await createUser();
    const { property, rooms } = await createStayProperty();
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(12)}&checkout=${isoDay(13)}&guests=1&rooms=1`);
    await fillCheckoutForm(page, "4000 0000 0000 0002");
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Your card was declined. Please use another card.");
    await page.goto("/user/my-trips");
    await expect(page.getByTestId("upcoming-trips-empty")).toBeVisible();
  });
});
