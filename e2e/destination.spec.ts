import { expect, test } from "@playwright/test";
import { uniqueWord } from "../tests/support/factories";
import { chooseWithKeyboard, expectHonestCount, hotelInCity, typeDestination } from "./support/destination";

test.describe("destination suggestions (desktop)", () => {
  test("English: type “fran”, choose the country France with the keyboard, and land on its places, counted honestly", async ({ page }) => {
    test.setTimeout(60_000); // two searches, each counted across its pages, on a shared 2-core machine
    const mine = await hotelInCity("nice", `${uniqueWord("Kbd")} Riviera`);
    await page.goto("/hotel?lang=en-US");
    const { input, option } = await typeDestination(page, "fran", "country:FR");
    await expect(option).toContainText("France");
    await expect(option).toContainText("Nice, Paris");
    await expect(option).toContainText("Country");
    // San Francisco is suggested too (a word of its name starts so): the arrows move between them.
    const sanFrancisco = page.locator('[data-testid="destination-option"][data-id="city:san-francisco"]');
    await chooseWithKeyboard(page, sanFrancisco, "ArrowDown");
    await expect(input).toHaveValue("San Francisco, United States");
    await input.fill("");
    await input.pressSequentially("fran", { delay: 20 });
    await chooseWithKeyboard(page, page.locator('[data-testid="destination-option"][data-id="country:FR"]'), "ArrowUp");
    await expect(input).toHaveValue("France");
    await input.press("Enter");

    await expect(page).toHaveURL(/\/search-detail\?product=hotel&destination=France&/);
    await expect(page.getByTestId("results-title")).toHaveText("Hotels · France");
    await expectHonestCount(page);
    // Its own hotel in Nice is among France's places.
    const api = await (await page.request.get(`/api/search${new URL(page.url()).search}&perPage=50`)).json();
    expect(api.data.results.map((r: { property: { id: number } }) => r.property.id)).toContain(mine.id);

    // Free text with nothing to choose: Enter searches it as typed, and "Paris, France" is Paris.
    await expect(input).toHaveAttribute("role", "combobox");
    await input.fill("Paris, France");
    await expect(page.getByTestId("destination-no-match")).toBeVisible();
    await input.press("Enter");
    await expect(page.getByTestId("results-title")).toHaveText("Hotels · Paris, France");
    await expectHonestCount(page);
  });

  test("Arabic: type “باري”, choose Paris with the keyboard, and land on Paris's hotels, counted honestly", async ({ page }) => {
    await page.goto("/hotel?lang=ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const { input, option } = await typeDestination(page, "باري", "city:paris");
    await expect(option).toContainText("باريس");
    await expect(option).toContainText("مدينة");
    await chooseWithKeyboard(page, option);
    await expect(input).toHaveValue("باريس، فرنسا");
    await input.press("Enter");
    await expect(page).toHaveURL(/destination=/);
    const shown = await expectHonestCount(page);
    const paris = await (await page.request.get(`/api/search${new URL(page.url()).search.replace(/destination=[^&]+/, "destination=Paris")}`)).json();
    expect(paris.data.total).toBe(shown);
  });
});
