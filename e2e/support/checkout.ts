import { expect, type Page, type Request } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** Stripe's test cards, as the payment stand-in (scripts/stand-ins/stripe-cards.mjs) and Stripe itself know them. */
export const TEST_CARDS = {
  approves: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  asks3ds: "4000 0027 6000 3184",
  declinesLater: "4000 0000 0000 0341",
};

/** The card each page will pay with on the provider's page, once Pay has sent it there. */
const cards = new WeakMap<Page, { holder: string; number: string }>();

/**
 * Fills the checkout form with a traveller (title 2: Mr, in any language; British when the account gave no
 * nationality, as nothing is preselected); `card` is typed on the provider's page.
 */
export async function fillCheckoutForm(page: Page, card = TEST_CARDS.approves) {
  await waitForHydration(page);
  await page.getByTestId("checkout-title").selectOption("2");
  await page.getByTestId("checkout-firstName").fill("Tom");
  await page.getByTestId("checkout-lastName").fill("Tripper");
  await page.getByTestId("checkout-email").fill("tom@example.test");
  await chooseNationalityIfEmpty(page, "GB");
  await fillCard(page, "Tom Tripper", card);
}

/** The stays checkout's nationality type-ahead, when nothing fills it (a guest, a member who never gave theirs). */
export async function chooseNationalityIfEmpty(page: Page, code: string) {
  const input = page.getByTestId("nationality-input");
  if (await input.inputValue()) return;
  await input.click();
  await page.getByTestId(`nationality-option-${code}`).click();
}

/**
 * The payment part of a checkout: the contact phone where the form asks for one and the member's profile left it
 * empty, and the card to type on the provider's page after Pay (4242… approves). The site's own form has no card
 * field: it says where the card will be typed.
 */
export async function fillCard(page: Page, holder = "Ada Lovelace", card = TEST_CARDS.approves) {
  await waitForHydration(page);
  // A checkout shared by a class of members shows its form once the member's own details are in.
  await page.getByTestId("checkout-pay").waitFor();
  const phone = page.getByTestId("checkout-phone");
  if ((await phone.count()) > 0 && !(await phone.inputValue())) await phone.fill("+442071234567");
  cards.set(page, { holder, number: card });
}

/** The provider's hosted page (the stand-in's /pay/cs_…), once Pay has sent the browser there. */
export async function onProviderPage(page: Page) {
  // After a refused card or a failed challenge the page answers at the address it was posted to.
  await page.waitForURL(/\/(pay|3ds)\/cs_/, { timeout: 20_000 });
}

/** Types a card on the provider's page and pays; `expiry` and `cvc` as a payer would. */
export async function payOnProviderPage(page: Page, { holder = "Ada Lovelace", number = TEST_CARDS.approves, expiry = "12/39", cvc = "123" } = {}) {
  await onProviderPage(page);
  await page.locator("#name").fill(holder);
  await page.locator("#number").fill(number);
  await page.locator("#expiry").fill(expiry);
  await page.locator("#cvc").fill(cvc);
  await page.locator("form button[type=submit]").click();
}

/** The bank's 3-D Secure page of the provider: "Complete" or "Fail". */
export async function answerChallenge(page: Page, outcome: "complete" | "fail") {
  await page.waitForURL(/\/3ds\/cs_/);
  await page.locator(`button[value="${outcome}"]`).click();
}

/**
 * The confirmation after Pay: with a card to pay, first the provider's page (the card given to fillCard), then back
 * to the site, which books with the supplier before the confirmation renders — seconds on a busy two-core machine,
 * so more than an assertion's usual 7 s. A checkout the wallet pays in full goes straight to the confirmation.
 */
export async function expectConfirmation(page: Page) {
  const card = cards.get(page);
  const confirmation = page.getByTestId("confirmation");
  if (card) {
    cards.delete(page);
    // The provider's page, or straight to the confirmation when the wallet paid it all (one wait, nothing left pending).
    await page.waitForURL((url) => /\/pay\/cs_/.test(url.pathname) || url.pathname === "/checkout-success", { timeout: 20_000 });
    if (/\/pay\/cs_/.test(new URL(page.url()).pathname)) await payOnProviderPage(page, card);
  }
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
}

/**
 * Every request the browser sends to the site (not to the provider's origin) whose body or address carries a card
 * number or its security code: none may, the card is typed on the provider's page only.
 */
export function watchForCardData(page: Page, siteOrigin: string, card: string, cvc = "123") {
  const digits = card.replace(/\D/g, "");
  const leaks: string[] = [];
  const check = (request: Request) => {
    if (!request.url().startsWith(siteOrigin)) return;
    const text = `${request.url()} ${request.postData() ?? ""}`;
    if (text.replace(/\D/g, "").includes(digits) || new RegExp(`"cvc"\\s*:\\s*"${cvc}"`).test(text)) leaks.push(request.url());
  };
  page.on("request", check);
  return { leaks };
}

/** The amount beside `label` (a line of the catalogue's words, e.g. "Fare and charges") in the checkout's price summary. */
export function priceLine(page: Page, label: string) {
  return page
    .getByTestId("price-breakdown")
    .first()
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
}
