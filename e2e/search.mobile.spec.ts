import { expect, test, type Page } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";

test("search results fit a phone screen: cards, prices and filters without sideways scrolling", async ({ page }) => {
  const city = uniqueWord("Mmm");
  await createProperty({ name: `Mobile ${city} Hotel`, city, amenities: ["wifi", "pool", "spa", "gym"], rooms: [room()] });
  await page.goto(`/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}`);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
  await expect(page.getByTestId("result-price")).toBeVisible();
  await page.getByTestId("results-bar-filter").click();
  await expect(page.getByTestId("filter-sheet").getByTestId("filters-form")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test("the results summary gives the count, then the stay, and the web font's arrival re-wraps none of it", async ({ page }) => {
  const city = uniqueWord("Wrap");
  await createProperty({ name: `Wrap ${city} Hotel`, city, rooms: [room()] });
  const url = `/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(13)}&guests=3&rooms=2`;
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  const withFont = await summaryLines(page);
  expect(withFont).toEqual(["1 property found", expect.stringMatching(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4} · 3 guests, 2 rooms$/)]);
  // The same page as it first paints, in the font's fallback: the same lines, so nothing moves when the font arrives.
  await page.route("**/*.woff2", (route) => route.abort());
  await page.goto(url);
  expect(await summaryLines(page)).toEqual(withFont);
});

/** The summary's text, line by line as laid out (characters grouped by the top of their box). */
function summaryLines(page: Page): Promise<string[]> {
  return page.getByTestId("results-summary").evaluate((summary) => {
    const lines = new Map<number, string>();
    const range = document.createRange();
    const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        const top = Math.round(box.top);
        lines.set(top, (lines.get(top) ?? "") + text[i]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line.trim());
  });
}

function room() {
  return { publicRateMinor: 12_000, memberRateMinor: 10_000 };
}
