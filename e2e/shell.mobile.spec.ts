import { expect, test } from "@playwright/test";

test("on a phone the product navigation folds behind a button", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Products" });
  await expect(nav.getByRole("link", { name: "Hotels" })).toBeHidden();
  await nav.getByRole("button", { name: "Products" }).click();
  await expect(nav.getByRole("link", { name: "Hotels" })).toBeVisible();
});

test.describe("a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ["en-US", "ar-SA"]) {
    test(`the signed-out home page fits the screen, header included — ${lang}`, async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByTestId("header-sign-in")).toBeVisible();
      await expect(page.getByTestId("user-menu-button")).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
