import { expect, test } from "@playwright/test";
import { cityOfFourStays, expectPricesInside, narrowingBand } from "./support/stay-filters";

/** Issue #53 item 5: stays' results a traveller can narrow (with honest counts) and see on a map. */
test("filters stays by free cancellation and stars, each option counting what it would give, and back undoes it", async ({ page }, testInfo) => {
  const { city, url } = await cityOfFourStays("Narrow");
  await page.goto(url);
  const form = page.locator("aside").getByTestId("filters-form");
  await expect(page.getByTestId("result-card")).toHaveCount(4);
  await expect(form.getByTestId("filter-free-cancellation-count")).toHaveText("1");
  await expect(form.getByTestId("filter-stars-4-count")).toHaveText("2");
  await expect(form.getByTestId("filter-type-villa-count")).toHaveText("1");
  await expect(form.getByTestId("filter-distance-3-count")).toHaveText("2");
  await expect(form.getByText("Distance from the centre")).toBeVisible();
  await expect(page.getByTestId("result-centre-distance").first()).toContainText("km from the centre");

  await form.getByTestId("filter-free-cancellation").check();
  await form.getByTestId("filters-apply").click();
  await expect(page).toHaveURL(/freeCancel=1/);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
  // The one stay counted as free to cancel shows the badge that says so.
  await expect(page.getByTestId("result-cancellation")).toHaveAttribute("data-kind", "free");
  await expect(page.getByTestId("result-cancellation")).toHaveText(/^Free cancellation until /);
  // With free cancellation chosen, the stars count among free-to-cancel stays only.
  await expect(form.getByTestId("filter-stars-5-count")).toHaveText("1");
  await expect(form.getByTestId("filter-stars-4-count")).toHaveText("0");
  await page.screenshot({ path: testInfo.outputPath("stay-filters-desktop-en.png"), fullPage: true });

  // Stars and type together; then back restores the previous filters.
  await form.getByTestId("filter-free-cancellation").uncheck();
  await form.getByTestId("filter-stars-4").check();
  await form.getByTestId("filters-apply").click();
  await expect(page).toHaveURL(/stars=4/);
  await expect(page.getByTestId("result-card")).toHaveCount(2);
  await expect(page.getByTestId("results-summary")).toHaveAttribute("data-total", "2");
  await page.goBack();
  await expect(page).toHaveURL(/freeCancel=1/);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
  await expect(page.getByTestId("result-link")).toHaveText(`Free Five ${city}`);

  // Distance from the centre: the 3 km option keeps the two closest.
  await page.goto(`${url}&distance=3`);
  await expect(page.getByTestId("result-card")).toHaveCount(2);
  await expect(page.locator("aside").getByTestId("filter-distance-3")).toBeChecked();
});

test("a distance that is not a number gets a clear sentence and keeps the search to fix", async ({ page }) => {
  const { city, url } = await cityOfFourStays("BadKm");
  await page.goto(`${url}&distance=far&stars=4`);
  await expect(page.getByTestId("search-error")).toHaveText("The distance from the centre must be a number of km from 0.1 to 200.");
  await expect(page.getByTestId("destination-input")).toHaveValue(city);
});

test("the map view shows the page's stays as price pins, and a pin shows that stay's card", async ({ page }, testInfo) => {
  const { city, url } = await cityOfFourStays("Map");
  // Everything the map loads comes from the site itself: the offline style and its country shapes.
  const hosts = new Set<string>();
  page.on("request", (r) => void hosts.add(new URL(r.url()).host));
  await page.goto(url);
  const shapes = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/map/countries" && r.ok());
  await page.getByTestId("results-view-map").click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId("results-map");
  await expect(map).toBeVisible();
  await shapes;
  await expect(map).toHaveAttribute("data-ready", "true");
  await expect(map.locator("canvas")).toBeVisible();
  const pins = page.getByTestId("map-pin");
  await expect(pins).toHaveCount(4);
  await expect(pins.first()).toHaveText(/^\$\d/);
  // With no street layer offline, the catalogue's sights around the stays place them: Schönbrunn is 1–2 km away.
  await expect(map.getByTestId("map-sight")).toHaveText(["Schönbrunn Palace"]);
  const villa = page.locator(`[data-testid="map-pin"][aria-label^="Villa Three ${city}"]`);
  await villa.click();
  const card = page.getByTestId("map-card");
  await expect(card.getByTestId("result-link")).toHaveText(`Villa Three ${city}`);
  await expect(card.getByTestId("result-cancellation")).toBeVisible();
  await map.screenshot({ path: testInfo.outputPath("stay-map-desktop-en.png") });
  await card.getByTestId("map-card-close").click();
  await expect(card).toBeHidden();
  // Filters keep the map view; the list is one tap away, and back returns to the map.
  await page.locator("aside").getByTestId("filter-stars-4").check();
  await page.locator("aside").getByTestId("filters-apply").click();
  await expect(page).toHaveURL(/view=map/);
  await expect(pins).toHaveCount(2);
  await page.getByTestId("results-view-list").click();
  await expect(page.getByTestId("results-list")).toBeVisible();
  await page.goBack();
  await expect(pins).toHaveCount(2);
  expect([...hosts]).toEqual([new URL(page.url()).host]);
});

test("a budget band, counted with the other filters, lists only stays whose price is inside it", async ({ page }, testInfo) => {
  const { url } = await cityOfFourStays("Budget");
  await page.goto(`${url}&stars=4,5`);
  const form = page.locator("aside").getByTestId("filters-form");
  await expect(page.getByTestId("result-card")).toHaveCount(3);
  const bands = form.getByTestId("filter-budget").getByRole("link");
  await expect(bands.first()).toHaveText(/^Up to \$[\d,]+\d$/);
  await expect(bands.last()).toHaveText(/or more/);
  // With 4 and 5 stars chosen, the bands count those three stays (the villa is 3-star).
  const { i, band } = await narrowingBand(bands, 3);
  await expect(form.getByTestId(`filter-budget-${i}-count`)).toHaveText(String(band.count));
  await page.screenshot({ path: testInfo.outputPath("stay-budget-desktop-en.png"), fullPage: true });

  await bands.nth(i).click();
  if (band.min) await expect(page).toHaveURL(new RegExp(`minPrice=${band.min}(&|$)`));
  if (band.max) await expect(page).toHaveURL(new RegExp(`maxPrice=${band.max}(&|$)`));
  await expect(page).toHaveURL(/stars=4/);
  await expect(page.getByTestId("result-card")).toHaveCount(band.count);
  await expectPricesInside(page, band);
  // The chosen band is marked, the boxes show its range for adjusting, and its link clears it.
  await expect(bands.nth(i)).toHaveAttribute("aria-current", "true");
  if (band.min) await expect(form.getByTestId("filter-min-price")).toHaveValue(band.min);
  await bands.nth(i).click();
  await expect(page.getByTestId("result-card")).toHaveCount(3);
  await expect(page).not.toHaveURL(/Price=/);
});
