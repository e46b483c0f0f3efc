import { expect, test } from "@playwright/test";
import { bookLisbonTourAtTen } from "./support/lisbon-tour";

/**
 * Issue #51 item 3 on a phone in Arabic: the Lisbon tour at 10:00 is "١٠:٠٠ ص توقيت غرب أوروبا" — Lisbon's clock, its zone
 * named in Arabic, in Arabic-Indic digits — on the checkout, the confirmation and the trip page.
 */
test("on a phone in Arabic, the Lisbon tour at 10:00 says ١٠:٠٠ with Lisbon's zone, in Arabic-Indic digits, on every page", async ({ page }) => {
  test.setTimeout(90_000);
  const { text } = await bookLisbonTourAtTen(page, "ar-SA", { ten: /١٠:٠٠/, zone: "توقيت غرب أوروبا" });
  expect(text).not.toMatch(/[0-9]/);
});
