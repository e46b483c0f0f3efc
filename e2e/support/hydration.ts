import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's scripts have taken over its HTML (components/providers/app-providers.tsx marks <html>): what
 * a test types into a controlled field before then is replaced by the field's initial value at hydration.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}
