import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { payOnProviderPage } from "./support/checkout";
import { bookFlightThroughApi } from "./support/flight-booking";

/** Issue 53 §2: after booking, a member adds an extra checked bag to their flight from the trip page and pays for it. */
test("a member adds a bag to a booked flight on the trip page, pays on the provider's page and sees it on the trip", async ({ page }) => {
  // A booking, the airline's bags, the provider's page and the way back: room for a loaded machine.
  test.setTimeout(90_000);
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Ada" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  const reference = await bookFlightThroughApi(page, { days: 40, email: user.email });
  await page.goto(`/user/my-trips/${reference}`);
  // Duffel seats no one after booking: the trip page says where seats are chosen, and offers no seat choice.
  const pnr = ((await page.getByTestId("trip-booking-ref").textContent()) ?? "").replace("Airline booking reference ", "");
  expect(pnr).toMatch(/^[A-Z0-9]{6}$/);
  await expect(page.getByTestId("trip-seats-check-in")).toHaveText(new RegExp(`^Seats: choose them at online check-in with .+, booking reference ${pnr}\\.$`));
  await expect(page.getByTestId("choose-seats")).toHaveCount(0);
  await expect(page.getByTestId("add-bags-rule")).toHaveText(
    "You can add checked bags until your flight departs. You pay for them on a secure payment page, and nothing is added until they are paid.",
  );
  const total = await page.getByTestId("trip-total").textContent();

  await page.getByTestId("add-bags").click();
  const panel = page.getByTestId("add-bags-panel");
  const option = panel.getByTestId("add-bags-option");
  await expect(option).toHaveCount(1);
  await expect(option).toContainText("Ada Lovelace");
  await expect(option).toContainText("LHR → CDG");
  await expect(option).toContainText("$35.00 per bag, up to 23 kg");
  await expect(panel.getByTestId("add-bags-pay")).toBeDisabled();
  await panel.getByTestId("add-bags-0-0-more").click();
  await expect(panel.getByTestId("add-bags-0-0-value")).toHaveText("1");
  await expect(panel.getByTestId("add-bags-total")).toContainText("$35.00");
  await page.screenshot({ path: "test-results/add-bags/desktop-choose.png" });
  await expect(panel.getByTestId("add-bags-pay")).toHaveText("Pay $35.00 and add bags");
  await panel.getByTestId("add-bags-pay").click();

  await payOnProviderPage(page, { holder: "Ada Lovelace" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("flight-extras-facts")).toContainText("1 extra checked bag · LHR → CDG · Ada Lovelace");
  await expect(page.getByTestId("trip-total")).not.toHaveText(total!);
  await expect(page.locator('[data-testid="trip-change"][data-kind="BAGS_ADDED"]')).toContainText(
    "You · Extra bags added: 1 extra checked bag · LHR → CDG · Ada Lovelace · $35.00 paid",
  );
  await page.screenshot({ path: "test-results/add-bags/desktop-added.png", fullPage: true });
});
