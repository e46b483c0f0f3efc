import { expect, test } from "@playwright/test";
import { expectConfirmation, fillCard } from "./support/checkout";
import { memberIn } from "./support/journey";
import { departureDay, searchLondonNewYork } from "./support/search";
import { fillPassenger } from "./support/travellers";

/**
 * Issue #53 item 1: fare families of the same flights side by side. The Duffel stand-in sells each economy flight as
 * Light and Flex, about a third also as Standard (scripts/stand-ins/data/flights.mjs).
 */
test("a member compares Light, Standard and Flex on one flight, books Flex at its price, and the trip names the fare", async ({ page }) => {
  test.setTimeout(90_000);
  await memberIn(page, "en-US");
  await page.goto("/flight");
  await searchLondonNewYork(page, departureDay(32));

  const card = page
    .getByTestId("flight-result")
    .filter({ has: page.locator('[data-testid="fare-choice"][data-brand="Standard"]') })
    .first();
  await expect(card.getByTestId("flight-fare-brand")).toHaveText("Fare: Light");
  await card.getByText("Compare 3 fares").click();
  const fares = card.getByTestId("fare-choice");
  await expect(fares).toHaveCount(3);
  await expect(fares.locator("h4")).toHaveText(["Light", "Standard", "Flex"]);
  const prices = await fares.getByTestId("fare-price").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-amount-minor"))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // Each fare's conditions: Light keeps nothing back, Flex refunds less a fee and changes for free.
  await expect(fares.nth(0).getByTestId("fare-refund")).toHaveAttribute("data-kind", "none");
  await expect(fares.nth(2).getByTestId("fare-refund")).toContainText(/Refundable less a \$\d+\.\d\d fee/);
  await expect(fares.nth(2).getByTestId("fare-change")).toHaveText("Free changes");
  await expect(fares.nth(0).getByTestId("fare-change")).toContainText("Changes for a");
  const flexPrice = (await fares.nth(2).getByTestId("fare-price").textContent())!;

  await fares
    .nth(2)
    .getByRole("link", { name: /Select the Flex fare/ })
    .click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  const summary = page.getByTestId("flight-summary");
  await expect(summary).toContainText("Fare: Flex");
  await expect(summary.getByTestId("summary-refund")).toContainText(/Refundable less a \$\d+\.\d\d fee/);
  await expect(summary.getByTestId("summary-baggage")).toContainText("2 checked bags");
  await expect(page.getByTestId("checkout-total")).toHaveText(flexPrice);

  await fillPassenger(page, 0, { title: "ms", gender: "f", first: "Ada", last: "Lovelace", born: "1985-12-10" });
  await fillCard(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  const reference = (await page.getByTestId("booking-reference").textContent())!;
  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("flight-fare")).toHaveText("Fare: Flex (1 cabin bag, 2 checked bags)");
});
