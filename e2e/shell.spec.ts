import { expect, test } from "@playwright/test";

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
    await expect(page.getByTestId("hero-photo")).toHaveAttribute("src", /^\/images\/photos\/evening-glow-1200\.[0-9a-f]{8}\.webp$/);
    await expect(page.getByTestId("hero-photo")).toHaveAttribute("fetchpriority", "high");
    const cruises = page.getByTestId("product-card").filter({ hasText: "Cruises" });
    await expect(cruises).toHaveAttribute("href", "/cruises");
    await expect(cruises.locator("img")).toHaveAttribute("loading", "lazy");
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
    await expect(page.getByTestId("hero-photo")).toHaveAttribute("src", /^\/images\/photos\/shore-1200\.[0-9a-f]{8}\.webp$/);
    await expect(page.getByTestId("org-logo")).toHaveText("B");
    const nav = page.getByRole("navigation", { name: "Products" });
    await expect(nav.getByRole("link", { name: "Resorts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Cruises" })).toHaveCount(0);
    // Partner: week starts on Monday, earliest check-in three days ahead.
    await expect(page.getByTestId("search-form")).toHaveAttribute("data-week-start", "1");
    await expect(page.getByText("Week starts on Monday")).toBeVisible();
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
  });

  test("switching the language persists across reloads and sets the direction", async ({ page, context }) => {
    await page.goto("/");
    await page.getByTestId("language-button").click();
    await page.getByTestId("language-option-ar-SA").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
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
