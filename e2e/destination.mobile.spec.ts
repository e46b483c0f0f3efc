import { expect, test } from "@playwright/test";
import { uniqueWord } from "../tests/support/factories";
import { chooseWithKeyboard, expectHonestCount, hotelInCity, typeDestination } from "./support/destination";

test.describe("destination suggestions (phone)", () => {
  test("English: “eiffel” suggests the Eiffel Tower; choosing it lists hotels nearest first with their distance", async ({ page }) => {
    const mine = await hotelInCity("paris", `${uniqueWord("Eif")} Tower View`, { latitude: 48.8586, longitude: 2.2951 });
    await page.goto("/hotel?lang=en-US");
    const { input, option } = await typeDestination(page, "eiffel", "landmark:eiffel-tower");
    await expect(option).toContainText("Landmark");
    const box = await page.getByTestId("destination-options").boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 1);
    await chooseWithKeyboard(page, option);
    await expect(input).toHaveValue("Eiffel Tower, Paris");
    await input.press("Enter");
    await expect(page.getByTestId("results-title")).toContainText("within 10 km of Eiffel Tower");
    await expectHonestCount(page);
    const first = page.getByTestId("result-card").first();
    await expect(first).toContainText(mine.name);
    await expect(first.getByTestId("result-distance")).toBeVisible();
  });

  test("Arabic: “الكاريبي” suggests the Caribbean; choosing it lists Cancún and Punta Cana, counted honestly", async ({ page }) => {
    await page.goto("/hotel?lang=ar-SA");
    const { input, option } = await typeDestination(page, "الكاري", "region:caribbean");
    await expect(option).toContainText("منطقة");
    await chooseWithKeyboard(page, option);
    await expect(input).toHaveValue("الكاريبي");
    await input.press("Enter");
    const shown = await expectHonestCount(page);
    expect(shown).toBeGreaterThan(0);
  });
});
