import { expect, test } from "@playwright/test";
import { memberIn, msg } from "./support/journey";

const port = new URL(process.env.TEST_BASE_URL ?? "http://localhost:3100").port;
const partner = `http://partner.localhost:${port}`;

test.describe("site shell", () => {
  test("the home page shows the default organisation, its products and a search form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("org-name")).toHaveText("TravelSaver");
    await expect(page.getByTestId("org-name")).toHaveCSS("text-transform", "none");
    await expect(page.getByTestId("hero-title")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "Cruises" })).toBeVisible();
    await expect(page.getByTestId("search-form")).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    // The hero has the organisation's picture, loaded at once (it is the largest paint); products are picture cards.
    await expect(page.getByTestId("hero-photo")).toHaveAttribute("src", /^\/photos\/evening-glow-1200\.[0-9a-f]{8}\.webp$/);
    await expect(page.getByTestId("hero-photo")).toHaveAttribute("fetchpriority", "high");
    const cruises = page.getByTestId("product-card").filter({ hasText: "Cruises" });
    await expect(cruises).toHaveAttribute("href", "/cruises");
    await expect(cruises.locator("img")).toHaveAttribute("loading", "lazy");
  });

  test("each page names itself in the browser's tab, after moving between pages too, and in the visitor's language", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("TravelSaver — hotels, resorts and travel deals");
    await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "Cruises" }).click();
    await expect(page).toHaveURL(/\/cruises$/);
    await expect(page).toHaveTitle("Cruises — TravelSaver");
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveTitle("Privacy Policy — TravelSaver");
    await page.goto("/cars/results?lang=ar-SA");
    await expect(page).toHaveTitle(`${msg("ar-SA", "Pages.searchDetail")} · ${msg("ar-SA", "Nav.products.cars")} — TravelSaver`);
  });

  test("an address that is no page says so in the page and in the tab, and leads back home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("Page not found — TravelSaver");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("TravelSaver — hotels, resorts and travel deals");
    await page.goto("/no-such-page?lang=ar-SA");
    await expect(page).toHaveTitle(`${msg("ar-SA", "Pages.notFound")} — TravelSaver`);
  });

  test("the external products lead to their partner sites, daily deals knowing the organisation and language", async ({ page, context }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Products" });
    for (const [name, heading] of [
      ["All-Inclusive", "All-inclusive resorts"],
      ["Daily Deals", "Today's travel deals"],
    ] as const) {
      const link = nav.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      const [partnerPage] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await expect(partnerPage.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (name === "Daily Deals") await expect(partnerPage.getByTestId("deals-context")).toHaveText(/^Deals for organisation \d+ in en-US\.$/);
      await partnerPage.close();
    }
  });

  test("a signed-out visitor has a Sign in button in the header that opens the sign-in dialog", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByTestId("sign-in-dialog")).toBeVisible();
    await expect(page.getByTestId("sign-in-email")).toBeVisible();
  });

  test("the partner host shows its own name, colours, products and calendar rules", async ({ page }) => {
    await page.goto(`${partner}/`);
    await expect(page.getByTestId("org-name")).toHaveText("Blue Lagoon Travel Club");
    // The partner's own stylesheet is applied (its name is set in capitals by its CSS).
    await expect(page.getByTestId("org-name")).toHaveCSS("text-transform", "uppercase");
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
    expect(primary).toBe("#0f766e");
    // Its brand shows through: its own hero picture and its initial in the logo.
    await expect(page.getByTestId("hero-photo")).toHaveAttribute("src", /^\/photos\/shore-1200\.[0-9a-f]{8}\.webp$/);
    await expect(page.getByTestId("org-logo")).toHaveText("B");
    // The logo link is named by its visible text, then "home" for assistive technology (WCAG 2.5.3 label in name).
    await expect(page.getByRole("link", { name: "Blue Lagoon Travel Club home", exact: true })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Products" });
    await expect(nav.getByRole("link", { name: "Resorts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Cruises" })).toHaveCount(0);
    // Partner: week starts on Monday, earliest check-in three days ahead.
    await expect(page.getByTestId("search-form")).toHaveAttribute("data-week-start", "1");
    const min = await page.getByTestId("checkin-input").getAttribute("min");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
    expect(new Date(min!).getTime() - new Date(today).getTime()).toBe(3 * 86_400_000);
  });

  test("a visitor's user menu offers Sign-in but not Wallet or Log-out", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("user-menu-button").click();
    const menu = page.getByTestId("user-menu");
    await expect(menu.getByRole("menuitem", { name: "Sign-in" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "My Trips" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Wallet" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Log-out" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Promotions" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Refer friends" })).toHaveCount(0);
  });

  test("a member reaches the referral programmes, their rewards, the savings programme and the promotions from the user menu", async ({ page }) => {
    // Issue #51: these pages were linked from nowhere.
    await memberIn(page, "en-US");
    for (const [name, url] of [
      ["Refer friends", /\/referral\/programs$/],
      ["Your rewards", /\/your-rewards$/],
      ["Promotions", /\/promotions$/],
    ] as const) {
      await page.goto("/");
      await page.getByTestId("user-menu-button").click();
      await page.getByTestId("user-menu").getByRole("menuitem", { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // The savings page starts the enrolment with the savings provider on arrival (its own tests: e2e/savings.spec.ts).
    await page.getByTestId("user-menu-button").click();
    await expect(page.getByTestId("user-menu").getByRole("menuitem", { name: "Savings programme" })).toHaveAttribute("href", "/savings");
  });

  test("the user menu works from the keyboard: arrows move, Escape and Tab close, a picker chosen from it hands focus back", async ({ page }) => {
    await page.goto("/");
    const button = page.getByTestId("user-menu-button");
    const menu = page.getByRole("menu");
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // ↓ opens it on the first item, ↑ from the first wraps to the last, Home goes back.
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const items = menu.getByRole("menuitem");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.last()).toBeFocused();
    await expect(items.last()).toHaveText("Sign-in");
    await page.keyboard.press("Home");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Tab leaves it closed; so does a click elsewhere on the page.
    await page.keyboard.press("Enter");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByTestId("hero-title").click();
    await expect(menu).toBeHidden();
    // Currencies from the menu: the picker opens with focus inside, and Escape hands focus back to the menu button.
    await button.click();
    await menu.getByRole("menuitem", { name: "Currencies" }).click();
    const dialog = page.getByTestId("currency-dialog");
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.getByRole("dialog").evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the first dialog a page opens hands focus back to what opened it (its code loads on that first opening)", async ({ page }) => {
    await page.goto("/");
    const signIn = page.getByTestId("header-sign-in");
    await signIn.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("sign-in-dialog")).toBeVisible();
    await page.getByTestId("sign-in-dialog-close").click();
    await expect(page.getByTestId("sign-in-dialog")).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test("switching the language persists across reloads and sets the direction", async ({ page, context }) => {
    await page.goto("/");
    // The header names the language in its own words, not by its code.
    await expect(page.getByTestId("language-button")).toHaveText("English (US)");
    await page.getByTestId("language-button").click();
    await page.getByTestId("language-option-ar-SA").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("language-button")).toHaveText("العربية");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lan_code")?.value).toBe("ar-SA");
  });

  test("switching the currency from the user menu persists across reloads", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("menu-currencies").click();
    await page.getByTestId("currency-option-EUR").click();
    await expect(page.getByText("Prices shown in EUR")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("currency-button")).toHaveText("EUR");
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test("signed-in pages ask a visitor to sign in", async ({ page }) => {
    await page.goto("/wallet");
    await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  });
});
