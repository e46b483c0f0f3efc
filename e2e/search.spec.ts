import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";
import { partnerUrl } from "./support/auth";
import { chooseDates } from "./support/calendar";

const room = (publicRateMinor: number, memberRateMinor: number, extra = {}) => ({ publicRateMinor, memberRateMinor, ...extra });
/** A catalogue photo's pre-encoded WebP file (scripts/photos/prepare.mjs), as lib/booking/photo-loader.ts names it. */
const PHOTO_FILE = /^\/photos\/[a-z-]+-(384|640|828|1200)\.[0-9a-f]{8}\.webp$/;

/**
 * A photo drawn by next/image through the project's loader: width, height and sizes are set, every srcset entry and
 * the src are pre-encoded WebP files, and such a file is served as WebP with a year's immutable caching.
 */
async function expectPreEncodedPhoto(img: Locator, request: APIRequestContext) {
  await expect(img).toHaveAttribute("sizes", /\S/);
  await expect(img).toHaveAttribute("src", PHOTO_FILE);
  const srcset = (await img.getAttribute("srcset")) ?? "";
  const candidates = srcset.split(", ").map((c) => c.split(" "));
  expect(candidates.length).toBeGreaterThan(1);
  for (const [url, descriptor] of candidates) {
    expect(url).toMatch(PHOTO_FILE);
    expect(descriptor).toMatch(/^\d+w$/);
  }
  const res = await request.get(candidates[0]![0]!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/webp");
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
}

const amount = async (locator: ReturnType<import("@playwright/test").Page["getByTestId"]>) => Number(await locator.getAttribute("data-amount-minor"));

test.describe("search and details", () => {
  test("search from the home page, filter, sort, open a hotel and find a Book link to checkout", { tag: "@photos" }, async ({ page }) => {
    test.setTimeout(90_000); // three pages, each checked in full, on a shared 2-core machine
    const city = uniqueWord("Eee");
    await createProperty({
      name: `Five ${city} Palace`,
      city,
      starRating: 5,
      amenities: ["wifi", "pool"],
      rooms: [room(40_000, 30_000, { name: "Palace Room" })],
    });
    await createProperty({ name: `Four ${city} Hotel`, city, starRating: 4, amenities: ["wifi"], rooms: [room(15_000, 12_000)] });
    const { property, rooms } = await createProperty({
      name: `Cheap ${city} Inn`,
      city,
      starRating: 3,
      amenities: ["wifi", "pool"],
      rooms: [room(8_000, 7_000, { name: "Inn Room" })],
    });

    // Photos are pre-encoded files: no page asks Next's image optimiser for anything.
    const optimiserRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/_next/image")) optimiserRequests.push(r.url());
    });

    await page.goto("/");
    await expectPreEncodedPhoto(page.getByTestId("hero-photo"), page.request);
    await expect(page.getByTestId("hero-photo")).toHaveAttribute("loading", "eager");
    const productPhoto = page.getByTestId("product-card").first().locator("img");
    await expectPreEncodedPhoto(productPhoto, page.request);
    await expect(productPhoto).toHaveAttribute("loading", "lazy");
    await expectPreEncodedPhoto(page.getByTestId("destination-card").first().locator("img"), page.request);
    await page.getByTestId("destination-input").fill(city);
    await chooseDates(page, isoDay(10), isoDay(12));
    await page.getByTestId("search-submit").click();
    await expect(page).toHaveURL(new RegExp(`/search-detail\\?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&guests=2&rooms=1`));
    await expect(page.getByTestId("result-card")).toHaveCount(3);
    // Guests see the public price and the member price as a teaser with the saving.
    const first = page.getByTestId("result-card").first();
    await expect(first.getByTestId("public-price")).toBeVisible();
    await expect(first.getByTestId("member-price")).toBeVisible();
    await expect(first.getByTestId("member-teaser")).toContainText("Members pay");
    // A card has a photograph (a shipped catalogue photo, drawn by next/image from its pre-encoded WebP files) with alt
    // text, the total and the price per night of the two-night stay.
    const photo = first.getByTestId("result-photo");
    await expect(photo).toHaveAttribute("alt", /^Photo of .+/);
    await expectPreEncodedPhoto(photo, page.request);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(PHOTO_FILE);
    // The first card's photo is the page's largest paint: loaded at once, at high priority, preloaded from the head.
    await expect(photo).toHaveAttribute("loading", "eager");
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    const srcSet = await photo.getAttribute("srcset");
    expect(srcSet).toMatch(/\d+w/);
    await expect(page.locator(`head link[rel="preload"][as="image"][imagesrcset="${srcSet}"]`)).toHaveCount(1);
    await expect(page.getByTestId("result-photo").nth(2)).toHaveAttribute("loading", "lazy");
    const total = await amount(first.getByTestId("result-price"));
    expect(await amount(first.getByTestId("price-per-night"))).toBe(Math.round(total / 2));
    await expect(first.getByTestId("result-city")).toContainText(city);

    await page.getByTestId("filter-amenity-pool").check();
    await page.getByTestId("filters-apply").click();
    await expect(page).toHaveURL(/amenities=pool/);
    await expect(page.getByTestId("result-card")).toHaveCount(2);

    await page.getByTestId("sort-select").selectOption("price-asc");
    await page.getByTestId("sort-apply").click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId("result-card").first()).toContainText(`Cheap ${city} Inn`);
    const prices = await page.getByTestId("result-price").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-amount-minor"))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByTestId("result-card").first().getByTestId("result-link").click();
    await expect(page).toHaveURL(new RegExp(`/hotel-details\\?id=${property.id}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&guests=2&rooms=1`));
    await expect(page.getByTestId("property-name")).toHaveText(`Cheap ${city} Inn`);
    // The tab names the hotel, as a booking site's does.
    await expect(page).toHaveTitle(new RegExp(`^Cheap ${city} Inn, .+ — TravelSaver$`));
    await expect(page.getByTestId("room")).toHaveCount(1);
    await expect(page.getByTestId("cancellation-policy")).toContainText("Free cancellation");
    // The hotel page: a gallery of three photos with alt texts, a photo per room type and an offline map with a pin.
    await expect(page.getByTestId("gallery-photo")).toHaveCount(3);
    await expect(page.getByTestId("gallery").getByRole("img").first()).toHaveAttribute("alt", `Photo 1 of Cheap ${city} Inn`);
    await expect(page.getByTestId("room-photo")).toHaveAttribute("alt", "Photo of the room: Inn Room");
    const gallery = page.getByTestId("gallery").getByRole("img");
    await expectPreEncodedPhoto(gallery.first(), page.request);
    await expect(gallery.first()).toHaveAttribute("loading", "eager");
    await expectPreEncodedPhoto(gallery.nth(1), page.request);
    await expect(gallery.nth(1)).toHaveAttribute("loading", "lazy");
    await expectPreEncodedPhoto(page.getByTestId("room-photo"), page.request);
    await expect(page.getByTestId("room-photo")).toHaveAttribute("loading", "lazy");
    await expect.poll(() => gallery.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const map = page.getByTestId("location-map");
    await expect(map.getByRole("img")).toHaveAttribute("alt", `Map of the area around ${city}, with Cheap ${city} Inn at the pin`);
    await expect(map.getByRole("img")).toHaveAttribute("src", "/images/map/world.svg");
    await expect(map.getByTestId("map-pin")).toBeVisible();
    // Other files under /images/ keep their names when re-made: cached for a day, then revalidated. The 1200 px JPEG
    // is still there for the JSON APIs, whose `image` names it.
    for (const [url, type] of [
      ["/images/map/world.svg", "image/svg+xml"],
      ["/images/photos/shore-1200.jpg", "image/jpeg"],
    ]) {
      const res = await page.request.get(url!);
      expect(res.headers()["etag"]).toBeTruthy();
      expect([res.status(), res.headers()["content-type"], res.headers()["cache-control"]]).toEqual([
        200,
        type,
        "public, max-age=86400, stale-while-revalidate=604800",
      ]);
    }
    await expect(map.getByTestId("map-link")).toHaveAttribute(
      "href",
      new RegExp(`openstreetmap\\.org/\\?mlat=${property.latitude.toFixed(5)}&mlon=${property.longitude.toFixed(5)}`),
    );
    await expect(page.getByTestId("book-link")).toHaveAttribute(
      "href",
      `/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&guests=2&rooms=1`,
    );
    // Lazy photos below the fold load too once scrolled to, still from the pre-encoded files.
    await page.getByTestId("room-photo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId("room-photo").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(optimiserRequests).toEqual([]);
    // The optimiser encodes nothing for anyone either: with a custom loader Next answers 404 there.
    expect((await page.request.get("/_next/image?url=%2Fimages%2Fphotos%2Fshore-1200.jpg&w=640&q=75")).status()).toBe(404);
  });

  test("search by coordinates shows distances, nearest first", async ({ page }) => {
    const lat = -40 - Math.random() * 5;
    const lng = -140 - Math.random() * 5;
    const city = uniqueWord("Ggg");
    await createProperty({ name: `Far ${city}`, city, latitude: lat + 15 / 111.195, longitude: lng, rooms: [room(10_000, 9_000)] });
    await createProperty({ name: `Near ${city}`, city, latitude: lat + 2 / 111.195, longitude: lng, rooms: [room(10_000, 9_000)] });
    await page.goto(`/search-detail?latitude=${lat}&longitude=${lng}&checkin=${isoDay(10)}&checkout=${isoDay(11)}`);
    await expect(page.getByTestId("result-card")).toHaveCount(2);
    await expect(page.getByTestId("result-card").first()).toContainText(`Near ${city}`);
    await expect(page.getByTestId("result-distance").first()).toHaveText("2 km away");
    await expect(page.getByTestId("result-distance").nth(1)).toHaveText("15 km away");
  });

  test("switching the currency converts the prices with the current rate", async ({ page, request }) => {
    const city = uniqueWord("Ccc");
    await createProperty({ name: `Euro ${city}`, city, taxRateBps: 1_000, rooms: [room(10_000, 8_000)] });
    await page.goto(`/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(11)}`);
    const usd = await amount(page.getByTestId("result-price"));
    expect(usd).toBe(11_000);
    await expect(page.getByTestId("result-price")).toHaveText("$110.00");
    const rate = Number((await (await request.post("/api/general/getCurrencyRate", { data: { fromCurrency: "USD", toCurrency: "EUR" } })).json()).data.roeRate);
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("menu-currencies").click();
    await page.getByTestId("currency-option-EUR").click();
    await expect(page.getByTestId("price-box")).toHaveAttribute("data-currency", "EUR");
    expect(await amount(page.getByTestId("result-price"))).toBe(Math.round(11_000 * rate));
    await expect(page.getByTestId("result-price")).toContainText("€");
  });

  test("the partner host hides products it does not sell and shows prices without tax", async ({ page }) => {
    const city = uniqueWord("Ppp");
    await createProperty({ name: `Partner ${city}`, city, taxRateBps: 2_000, feesMinor: 1_000, rooms: [room(10_000, 8_000)] });
    await page.goto(`${partnerUrl}/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(11)}`);
    const nav = page.getByRole("navigation", { name: "Products" });
    await expect(nav.getByRole("link", { name: "Hotels" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Cruises" })).toHaveCount(0);
    await expect(page.getByTestId("result-price")).toHaveText("$100.00");
    await expect(page.getByTestId("tax-note")).toContainText("before taxes and fees");
    await expect(page.getByTestId("member-price")).toHaveText("$80.00");
    const cruises = await page.goto(`${partnerUrl}/cruises`);
    expect(cruises?.status()).toBe(404);
  });

  test("bad dates show what to fix, not an error page", async ({ page }) => {
    await page.goto(`/search-detail?destination=paris&checkin=${isoDay(9)}&checkout=${isoDay(8)}`);
    await expect(page.getByTestId("search-error")).toHaveText("Check-out must be after check-in.");
  });

  test("a product landing page shows featured properties with prices", async ({ page }) => {
    await page.goto("/hotel");
    await expect(page.getByTestId("featured-card").first()).toBeVisible();
    await expect(page.getByTestId("featured-card").first().getByTestId("result-price")).toBeVisible();
  });
});
