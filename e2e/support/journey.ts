import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../../tests/support/factories";
import { baseUrl, signInThroughApi } from "./auth";
import { expectConfirmation, fillCard } from "./checkout";

/**
 * The steps every booking journey shares, whatever the product: a member signed in, in a language; the page checked
 * as a QA engineer would on a phone in Arabic (right to left, Arabic words, Arabic-Indic amounts, nothing wider than
 * the screen); then the confirmation, the trip in My Trips and its cancellation under the product's policy.
 */

type Catalogue = Record<string, unknown>;
const catalogues = new Map<string, Catalogue>();

/** A text of a message catalogue by its dotted key, e.g. msg("ar-SA", "Trips.status.CANCELLED"), `{name}` filled. */
export function msg(locale: string, key: string, values: Record<string, string> = {}): string {
  if (!catalogues.has(locale)) catalogues.set(locale, JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")));
  const text = key.split(".").reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogues.get(locale));
  if (typeof text !== "string") throw new Error(`no message ${key} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

export const ar = (key: string, values?: Record<string, string>) => msg("ar-SA", key, values);

/** A new member with an active plan (member prices), signed in through the API, the site remembering `locale`. */
export async function memberIn(page: Page, locale: "en-US" | "ar-SA") {
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Layla", lastName: "Haddad" });
  // The language a visitor who chose it keeps (SPEC §9 lan_code cookie).
  await page.context().addCookies([{ name: "lan_code", value: locale, url: baseUrl }]);
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  return user;
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(clientWidth);
}

/** The page is Arabic, right to left, fits the screen, and (when given) shows `text` from the Arabic catalogue. */
export async function expectArabicPage(page: Page, where: string, text?: { testId: string; key: string; values?: Record<string, string> }) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", /^ar/);
  if (text) await expect(page.getByTestId(text.testId).first()).toContainText(ar(text.key, text.values));
  await expectNoSidewaysScroll(page, where);
  // JOURNEY_SHOTS=1: a picture of each screen checked, to look at as a user would.
  if (process.env.JOURNEY_SHOTS === "1") await page.screenshot({ path: `test-results/journeys/${where.replace(/\W+/g, "-")}.png`, fullPage: true });
}

/** An amount as Arabic writes it: Arabic-Indic digits with the Arabic decimal separator (e.g. ٤٤٠٫٠٠ US$). */
export const ARABIC_AMOUNT = /[٠-٩][٠-٩٬]*٫[٠-٩]{2}/;

export async function expectArabicAmount(amount: Locator) {
  await expect(amount).toHaveText(ARABIC_AMOUNT);
  await expect(amount).not.toHaveText(/\d|NaN/);
}

/**
 * A checkout in Arabic: the total in Arabic figures, the Pay button saying that total in Arabic, the page right to
 * left within the screen. Returns the total as shown, which a full refund gives back word for word.
 */
export async function expectArabicCheckout(page: Page, where: string): Promise<string> {
  const total = page.getByTestId("checkout-total");
  await expectArabicAmount(total);
  const shown = (await total.textContent())!.trim();
  await expect(page.getByTestId("checkout-pay")).toHaveText(ar("Checkout.pay", { amount: shown }));
  await expectArabicPage(page, where);
  return shown;
}

/** Pays with the sandbox card that approves. */
export async function payByCard(page: Page) {
  await fillCard(page, "Layla Haddad");
  await page.getByTestId("checkout-pay").click();
}

/**
 * In My Trips, in English: the trip of `reference` is upcoming and shows `trip`; cancelling it first says `dialog`
 * (what the product's policy gives back), then the trip moves to the past ones, cancelled.
 */
export async function cancelInMyTrips(page: Page, reference: string, o: { trip?: string | RegExp; dialog?: string | RegExp } = {}) {
  await page.goto("/user/my-trips");
  const trip = page.getByTestId("upcoming-trips").locator(`[data-reference="${reference}"]`);
  await expect(trip).toContainText(o.trip ?? reference);
  await trip.getByTestId("cancel-booking").click();
  await expect(page.getByTestId("cancel-dialog")).toContainText(o.dialog ?? "");
  await page.getByTestId("confirm-cancel").click();
  // The supplier is asked to cancel before the page refreshes: slow on a busy machine.
  const cancelled = page.getByTestId("past-trips").locator(`[data-reference="${reference}"]`);
  await expect(cancelled.getByTestId("trip-status")).toHaveText("Cancelled", { timeout: 20_000 });
}

/**
 * After Pay, in Arabic on a phone: the confirmation (its title, reference, amount), then the trip in My Trips
 * (showing `trip`, confirmed), then its cancellation — the dialog says what the product's policy gives back
 * (`refund`: the amount as the checkout showed it, "none", or "any" for a share that depends on the fare) — and the trip moved to the past ones, cancelled.
 */
export async function confirmFindAndCancelInArabic(page: Page, o: { trip: string | RegExp; refund: string | "none" | "any" }) {
  await expectConfirmation(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar("Confirmation.title"));
  await expectArabicAmount(page.getByTestId("trip-total"));
  await expectArabicPage(page, "confirmation");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  expect(reference).toMatch(/^[A-Z0-9-]{6,20}$/);

  await page.goto("/user/my-trips");
  const trip = page.getByTestId("upcoming-trips").locator(`[data-reference="${reference}"]`);
  await expect(trip).toContainText(o.trip);
  await expect(trip.getByTestId("trip-status")).toHaveText(ar("Trips.status.CONFIRMED"));
  await expectArabicPage(page, "My Trips");
  await trip.getByTestId("cancel-booking").click();
  const dialog = page.getByTestId("cancel-dialog");
  await expect(dialog).toContainText(ar("Trips.cancelTitle"));
  if (o.refund === "any") await expect(dialog).toContainText(new RegExp(`${ARABIC_AMOUNT.source}|${ar("Trips.cancelNoRefund")}`));
  else await expect(dialog).toContainText(o.refund === "none" ? ar("Trips.cancelNoRefund") : ar("Trips.cancelText", { amount: o.refund }));
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await dialog.getByTestId("confirm-cancel").click();
  // The supplier is asked to cancel before the page refreshes: slow on a busy machine.
  const cancelled = page.getByTestId("past-trips").locator(`[data-reference="${reference}"]`);
  await expect(cancelled.getByTestId("trip-status")).toHaveText(ar("Trips.status.CANCELLED"), { timeout: 20_000 });
  await expectNoSidewaysScroll(page, "My Trips after cancelling");
  return reference;
}
