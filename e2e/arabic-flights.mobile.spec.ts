import { expect, test, type Locator } from "@playwright/test";
import { chooseDates } from "./support/calendar";
import { memberIn } from "./support/journey";
import { chooseAirport, departureDay } from "./support/search";

const LATIN_DIGIT = /[0-9]/;

/** A box's text as the reader sees it, less the flight numbers (codes printed in Latin in every language). */
async function readText(box: Locator): Promise<string> {
  return box.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-testid="flight-numbers"]').forEach((n) => n.remove());
    return copy.textContent ?? "";
  });
}

/** Issue #51 item 7: "Arabic as a first language" — places found by their Arabic names, numbers in Arabic digits. */
test("on a phone in Arabic, لندن → دبي finds flights whose times, durations and counts are in Arabic-Indic digits, no dot between numbers", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await memberIn(page, "ar-SA");
  await page.goto("/flight");
  await chooseAirport(page, "from", "لندن", "LON");
  await expect(page.getByTestId("flight-from")).toHaveValue("لندن (LON)");
  await chooseAirport(page, "to", "دبي", "DXB");
  await expect(page.getByTestId("flight-to")).toHaveValue("دبي (DXB)");
  await chooseDates(page, departureDay(40));
  await page.getByTestId("flight-search-submit").click();
  await expect(page).toHaveURL(/\/flight\/results\?.*from=LON.*to=DXB/);

  const cards = page.getByTestId("flight-result");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId("flight-count")).toHaveText(/[٠-٩]/);
  expect(await readText(page.getByTestId("flight-count"))).not.toMatch(LATIN_DIGIT);
  for (const card of (await cards.all()).slice(0, 3)) {
    const text = await readText(card);
    expect(text, "a time in Arabic-Indic digits").toMatch(/[٠-٩]{2}:[٠-٩]{2}/);
    expect(text).not.toMatch(LATIN_DIGIT);
  }
  // The phone's filters sit behind one tap: open them and read the counts beside each choice.
  await page.getByTestId("results-bar-filter").click();
  const filters = await readText(page.getByTestId("filter-sheet").getByTestId("flight-filters"));
  expect(filters).toMatch(/[٠-٩]/);
  expect(filters).not.toMatch(LATIN_DIGIT);

  const main = (await page.locator("main").textContent()) ?? "";
  expect(main, "a middle dot between Arabic-Indic digits reads as a zero").not.toMatch(/[0-9٠-٩]\s*·\s*[0-9٠-٩]/);
  expect(main).not.toContain("·");
  await page.screenshot({ path: test.info().outputPath("arabic-flight-results.png"), fullPage: false });
  await cards.first().screenshot({ path: test.info().outputPath("arabic-flight-card.png") });
});

/** Issue #51 item 7: airports found and named by their Arabic names (lib/places/airport-names.ts), on to the checkout. */
test("on a phone in Arabic, هيثرو finds London Heathrow and مطار دبي finds Dubai International, named in Arabic from the search to the checkout", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await memberIn(page, "ar-SA");
  await page.goto("/flight");
  await page.getByTestId("flight-from").fill("هيثرو");
  const heathrow = page.getByTestId("flight-from-option").filter({ hasText: /^LHR/ }).first();
  await expect(heathrow).toContainText("مطار لندن هيثرو");
  await page.screenshot({ path: test.info().outputPath("arabic-airport-options.png") });
  await heathrow.click();
  await expect(page.locator("input[type=hidden][name=from]")).toHaveValue("LHR");
  await expect(page.getByTestId("flight-from")).toHaveValue("لندن (LHR)");
  await page.getByTestId("flight-to").fill("مطار دبي");
  const dubai = page.getByTestId("flight-to-option").first();
  await expect(dubai).toContainText("مطار دبي الدولي");
  await dubai.click();
  await expect(page.locator("input[type=hidden][name=to]")).toHaveValue("DXB");
  await chooseDates(page, departureDay(41));
  await page.getByTestId("flight-search-submit").click();
  await expect(page).toHaveURL(/\/flight\/results\?.*from=LHR.*to=DXB/);

  await page.getByTestId("flight-result").first().getByTestId("flight-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  // The flights in full name their airports in Arabic: the first leaves Heathrow, the last lands at Dubai International.
  const segments = page.getByTestId("summary-segment");
  await expect(segments.first()).toContainText("مطار لندن هيثرو");
  await expect(segments.last()).toContainText("مطار دبي الدولي");
  await expect(page.getByTestId("checkout-summary")).not.toContainText("Heathrow");
  await page.getByTestId("checkout-summary").screenshot({ path: test.info().outputPath("arabic-airport-checkout.png") });
});
