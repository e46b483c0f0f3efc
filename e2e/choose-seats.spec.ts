import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { payOnProviderPage } from "./support/checkout";
import { bookFlightThroughApi } from "./support/flight-booking";

/**
 * Seats after booking (issue 53): a member picks a free seat on the trip page's seat map (given at once), then moves to a
 * paid one, paid on the provider's page; the trip, its changes and the seat map follow.
 */
test("a member chooses a free seat on the trip page, then moves to a paid seat and pays for it", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Ada" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  const reference = await bookFlightThroughApi(page, { days: 48, email: user.email });
  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("choose-seats-rule")).toContainText("You can choose or change seats until departure.");

  await page.getByTestId("choose-seats").click();
  const panel = page.getByTestId("choose-seats-panel");
  await expect(panel.getByTestId("seat-map")).toBeVisible();
  await expect(panel.getByTestId("seat-now-0")).toHaveText("no seat yet");
  await expect(panel.getByTestId("choose-seats-confirm")).toBeDisabled();
  const free = panel.locator('[data-state="free"]').first();
  const freeSeat = (await free.getAttribute("data-testid"))!.replace("seat-", "");
  await free.click();
  await expect(panel.getByTestId("seat-now-0")).toHaveText(`Seat ${freeSeat} (Free)`);
  await expect(panel.getByTestId("choose-seats-total")).toContainText("$0.00");
  await page.screenshot({ path: "test-results/choose-seats/desktop-free.png" });
  await expect(panel.getByTestId("choose-seats-confirm")).toHaveText("Confirm seats");
  await panel.getByTestId("choose-seats-confirm").click();
  await expect(page.getByTestId("choose-seats-done")).toHaveText("Your seats are confirmed.");
  await expect(page.getByTestId("flight-extras-facts")).toContainText(`Seat ${freeSeat} · `);
  await expect(page.locator('[data-testid="trip-change"][data-kind="SEATS_CHOSEN"]')).toContainText(`You · Seats chosen: Seat ${freeSeat}`);

  // Moving to a paid seat: the seat held is drawn as the passenger's, the new one priced, paid before it changes.
  await page.getByTestId("choose-seats").click();
  await expect(panel.getByTestId("seat-now-0")).toHaveText(`Seat ${freeSeat}`);
  await expect(panel.getByTestId(`seat-${freeSeat}`)).toHaveAttribute("data-state", "selected");
  const paid = panel.locator('[data-state="paid"]').first();
  const paidSeat = (await paid.getAttribute("data-testid"))!.replace("seat-", "");
  await paid.click();
  await expect(panel.getByTestId("seat-now-0")).toContainText(`Seat ${freeSeat}, moving to Seat ${paidSeat} ($`);
  const total = (await panel.getByTestId("choose-seats-total").locator("span").nth(1).textContent())!;
  await page.screenshot({ path: "test-results/choose-seats/desktop-paid.png" });
  await expect(panel.getByTestId("choose-seats-confirm")).toHaveText(`Pay ${total} and confirm seats`);
  await panel.getByTestId("choose-seats-confirm").click();

  await payOnProviderPage(page, { holder: "Ada Lovelace" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("flight-extras-facts")).toContainText(`Seat ${paidSeat} · `);
  await expect(page.getByTestId("flight-extras-facts")).not.toContainText(`Seat ${freeSeat} · `);
  await expect(page.locator('[data-testid="trip-change"][data-kind="SEATS_CHOSEN"]').nth(1)).toContainText(`${total} paid`);
  await page.screenshot({ path: "test-results/choose-seats/desktop-chosen.png", fullPage: true });
});
