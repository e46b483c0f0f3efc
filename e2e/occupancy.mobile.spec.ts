import { expect, test } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";
import { chooseDates } from "./support/calendar";
import { expectNoSidewaysScroll, memberIn } from "./support/journey";
import { closePicker, openPicker } from "./support/occupancy";

test("on a phone in Arabic the party picker is a bottom sheet in Arabic-Indic digits, and the search carries the child's age", async ({ page }) => {
  test.setTimeout(60_000);
  const city = uniqueWord("Fam");
  await createProperty({ name: `Family ${city} Hotel`, city, rooms: [{ maxGuests: 3, publicRateMinor: 30_000, memberRateMinor: 25_000 }] });
  await memberIn(page, "ar-SA");
  await page.goto("/hotel");
  await page.getByTestId("destination-input").fill(city);
  await chooseDates(page, isoDay(14), isoDay(16));
  await openPicker(page, "occupancy");
  const sheet = page.getByTestId("occupancy-panel");
  // The sheet rises from the bottom of the screen, the whole width of it.
  const box = (await sheet.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(Math.round(box.y + box.height)).toBe(screen.height);
  expect(Math.round(box.width)).toBe(screen.width);
  await expect(sheet.getByRole("heading")).toHaveText("الضيوف");
  await page.getByTestId("occupancy-children-0-more").click();
  await expect(page.getByTestId("occupancy-children-0-value")).toHaveText("١");
  await page.getByTestId("occupancy-age-0-0").selectOption("4");
  await expect(page.getByTestId("occupancy-age-0-0").locator("option:checked")).toHaveText("٤ أعوام");
  await expectNoSidewaysScroll(page, "the picker's sheet");
  await page.screenshot({ path: "test-results/occupancy-phone-ar.png" });
  await closePicker(page, "occupancy");
  await expect(page.getByTestId("occupancy")).toHaveText("بالغان، طفل واحد، غرفة واحدة");
  await page.getByTestId("search-submit").click();
  await expect(page).toHaveURL(/guests=3&rooms=1&children=1&ages=4/);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
});
