import { expect, test, type Page } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCard } from "./support/checkout";
import { departureDay, searchLondonNewYork } from "./support/search";
import { fillPassenger } from "./support/travellers";

/**
 * Issue 53 §1: a member chooses a seat on the seat map and an extra checked bag at the flight checkout; the total
 * before Pay includes them, and the confirmation names them.
 */
test.beforeEach(({ page }) => preloadAxe(page));

const payText = (page: Page) => page.getByTestId("checkout-pay").textContent();

test("a member chooses a paid seat (by keyboard) and an extra bag, pays on the provider's page and sees both on the confirmation", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createUser({ planStatus: "ACTIVE" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await page.goto("/flight");
  await searchLondonNewYork(page, departureDay(33));
  await page.getByTestId("flight-select").first().click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);

  const extras = page.getByTestId("flight-extras");
  await expect(extras.getByTestId("seat-legend")).toContainText("Free");
  const before = await payText(page);
  const fare = await page.getByTestId("checkout-total").textContent();
  await expect(extras.getByTestId("extras-total")).toContainText("$0.00");

  // The map is one tab stop: a paid seat is focused, then chosen with Enter.
  const paid = extras.locator('[data-testid^="seat-"][data-state="paid"]').first();
  const designator = (await paid.getAttribute("data-testid"))!.replace("seat-", "");
  await paid.focus();
  await page.keyboard.press("Enter");
  await expect(extras.getByTestId(`seat-${designator}`)).toHaveAttribute("data-state", "selected");
  await expect(extras.getByTestId("seat-choice-1")).toContainText(`Seat ${designator}`);
  await expect(extras.locator('[data-testid^="seat-"][data-state="taken"]').first()).toHaveAttribute("aria-disabled", "true");

  await extras.getByTestId("bags-1-0-more").click();
  await expect(extras.getByTestId("bags-1-0-value")).toHaveText("1");
  await expect(extras.getByTestId("extras-total")).not.toContainText("$0.00");
  expect(await payText(page)).not.toBe(before);
  // The summary beside the form moves with the extras: its total is what the Pay button asks.
  const summary = page.getByTestId("checkout-summary");
  await expect(summary.getByTestId("checkout-extras-line")).toBeVisible();
  await expect(summary.getByTestId("checkout-total")).not.toHaveText(fare!);
  expect(await payText(page)).toContain((await summary.getByTestId("checkout-total").textContent())!);
  await page.screenshot({ path: "test-results/flight-extras/desktop-checkout.png", fullPage: true });
  expect(await wcagViolations(page, "flight checkout with seats and bags")).toEqual([]);

  await fillPassenger(page, 0, { title: "ms", gender: "f", first: "Ada", last: "Lovelace", born: "1985-12-10" });
  await fillCard(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  const facts = page.getByTestId("flight-extras-facts");
  await expect(facts).toContainText(`Seat ${designator}`);
  await expect(facts).toContainText("1 extra checked bag");
  await page.screenshot({ path: "test-results/flight-extras/desktop-confirmation.png", fullPage: true });
});
