import { expect, test } from "@playwright/test";
import { formatMoney } from "../lib/locale/format";
import type { FlightAncillaries } from "../lib/suppliers/flights/ancillaries";
import { expectConfirmation, fillCard } from "./support/checkout";
import { expectArabicPage, memberIn } from "./support/journey";
import { departureDay, searchLondonNewYork } from "./support/search";
import { fillPassenger } from "./support/travellers";

/**
 * Issue 53 §1 on a phone in Arabic: a member taps a paid seat and adds an extra checked bag at the flight checkout;
 * before Pay the extras' total, the summary's total and the Pay button move by exactly the airline's prices, in
 * Arabic digits; the confirmation states the same total.
 */
test.use({ locale: "ar-SA" });

const ar = (minor: number) => formatMoney(minor, "USD", "ar-SA");
/** An amount as shown in Arabic, back in minor units (Arabic-Indic digits, two decimals). */
const minorOf = (text: string) => Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, ""));

test("on a phone in Arabic a member chooses a paid seat and an extra bag, sees the total move before Pay, and the confirmation says it", async ({ page }) => {
  test.setTimeout(120_000);
  await memberIn(page, "ar-SA");
  await page.goto("/flight");
  await searchLondonNewYork(page, departureDay(57));
  await page.getByTestId("flight-result").first().getByTestId("flight-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  const offerId = new URL(page.url()).searchParams.get("offer")!;
  const sold = ((await (await page.request.get(`/api/flights/ancillaries?offerId=${encodeURIComponent(offerId)}`)).json()) as { data: FlightAncillaries }).data;

  const extras = page.getByTestId("flight-extras");
  const total = page.getByTestId("checkout-summary").getByTestId("checkout-total");
  await expect(extras.getByTestId("extras-total")).toContainText(ar(0));
  const fareMinor = minorOf((await total.textContent())!);
  expect(fareMinor).toBeGreaterThan(0);

  // A paid seat of the map shown first (the first flight's), tapped; its price is the airline's for that seat.
  const paid = extras.getByTestId("seat-map").first().locator('[data-testid^="seat-"][data-state="paid"]').first();
  const designator = (await paid.getAttribute("data-testid"))!.replace("seat-", "");
  const seat = sold.seatMaps[0]!.cabins.flatMap((c) => c.rows.flat(2)).find(
    (cell) => cell.kind === "seat" && cell.designator === designator && (cell.services[0]?.amountMinor ?? 0) > 0,
  );
  const seatMinor = seat?.kind === "seat" ? seat.services[0]!.amountMinor : 0;
  expect(seatMinor).toBeGreaterThan(0);
  await paid.click();
  await expect(extras.getByTestId(`seat-${designator}`)).toHaveAttribute("data-state", "selected");
  await expect(total).toHaveText(ar(fareMinor + seatMinor));

  await extras.getByTestId("bags-1-0-more").click();
  await expect(extras.getByTestId("bags-1-0-value")).toHaveText(/^[1١]$/);
  const withExtras = ar(fareMinor + seatMinor + sold.bags[0]!.amountMinor);
  await expect(extras.getByTestId("extras-total")).toContainText(ar(seatMinor + sold.bags[0]!.amountMinor));
  await expect(page.getByTestId("checkout-summary").getByTestId("checkout-extras-line")).toBeVisible();
  await expect(total).toHaveText(withExtras);
  await expect(page.getByTestId("checkout-pay")).toContainText(withExtras);
  await expectArabicPage(page, "flight checkout with a seat and a bag on a phone");
  await page.screenshot({ path: "test-results/flight-extras/phone-ar-checkout.png", fullPage: true });

  await fillPassenger(page, 0, { title: "ms", gender: "f", first: "Layla", last: "Haddad", born: "1988-03-14" });
  await fillCard(page, "Layla Haddad");
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  await expect(page.getByTestId("flight-extras-facts")).toBeVisible();
  await expect(page.getByTestId("trip-total")).toHaveText(withExtras);
  await page.screenshot({ path: "test-results/flight-extras/phone-ar-confirmation.png", fullPage: true });
});
