import { expect, test } from "@playwright/test";
import { bookLisbonTourAtTen } from "./support/lisbon-tour";

/**
 * Issue #51 item 3, desktop in English: a time is said on the clock of the place where it happens, its zone named —
 * the Lisbon tour at 10:00 is "10:00 AM Western European Time" on the checkout, the confirmation and the trip page,
 * though the organisation's zone is New York's (where it is 5:00 AM).
 */
test("the Lisbon tour at 10:00 says 10:00 AM Western European Time on checkout, confirmation and trip page", async ({ page }) => {
  test.setTimeout(90_000);
  const { text } = await bookLisbonTourAtTen(page, "en-US", { ten: /\b10:00 AM\b/, zone: "Western European Time" });
  expect(text).not.toMatch(/\b5:00 AM\b/);
});
