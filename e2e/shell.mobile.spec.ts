import { expect, test } from "@playwright/test";

test("on a phone the product navigation folds behind a button", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Products" });
  await expect(nav.getByRole("link", { name: "Hotels" })).toBeHidden();
  await nav.getByRole("button", { name: "Products" }).click();
  await expect(nav.getByRole("link", { name: "Hotels" })).toBeVisible();
});
