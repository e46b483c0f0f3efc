import { expect, test } from "@playwright/test";
import { ar, memberIn } from "./support/journey";
import { departureDay, searchLondonNewYork } from "./support/search";
import { fillPassenger } from "./support/travellers";

/**
 * Issue #51 on a phone in Arabic: Pay with an empty card on a flight's checkout puts the focus, in view, on the card
 * number, its reason in Arabic; every empty card field is named (the flight checkout used to flag only the name).
 */
test("on a phone in Arabic, Pay with an empty card focuses the card number, in view, with each card field's reason in Arabic", async ({ page }) => {
  test.setTimeout(90_000);
  await memberIn(page, "ar-SA");
  await page.goto("/flight");
  await searchLondonNewYork(page, departureDay(53));
  await page.getByTestId("flight-result").first().getByTestId("flight-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  await fillPassenger(page, 0, { title: "ms", gender: "f", first: "Layla", last: "Haddad", born: "1988-03-14" });
  const phone = page.getByTestId("checkout-phone");
  if ((await phone.count()) > 0 && !(await phone.inputValue())) await phone.fill("+442071234567");

  await page.getByTestId("checkout-pay").click();
  const number = page.getByTestId("checkout-number");
  await expect(number).toBeFocused();
  const box = (await number.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  for (const key of ["cardNumber", "cardName", "cardExpiry", "cardCvc"]) {
    await expect(page.getByText(ar(`Checkout.fieldErrors.${key}`), { exact: true }).first()).toBeVisible();
  }
  await page.screenshot({ path: "test-results/checkout-errors/phone-ar-empty-card.png" });
});
