import { expect, type Page } from "@playwright/test";

/**
 * The party picker of a search form (components/ui/occupancy-picker.tsx), as a visitor uses it: open it, press − or +
 * until a count reads as wanted, choose each child's age, Done. Counts are read from the form's hidden fields, so the
 * same steps work in every language.
 */
export async function openPicker(page: Page, picker: string) {
  await page.getByTestId(picker).click();
  await expect(page.getByTestId(`${picker}-panel`)).toBeVisible();
}

export async function closePicker(page: Page, picker: string) {
  await page.getByTestId(`${picker}-done`).click();
  await expect(page.getByTestId(`${picker}-panel`)).toBeHidden();
}

/** Presses `stepper`'s − or + until the hidden field `name` holds `n` (the picker open). */
export async function stepTo(page: Page, stepper: string, name: string, n: number) {
  const field = page.locator(`input[type=hidden][name=${name}]`);
  for (let i = 0; i < 12 && Number(await field.inputValue()) !== n; i++) {
    await page.getByTestId(`${stepper}-${Number(await field.inputValue()) < n ? "more" : "less"}`).click();
  }
  await expect(field).toHaveValue(String(n));
}

/** A stay's picker: one child more in the first room, of age `age`. */
export async function addChild(page: Page, age: number, picker = "occupancy") {
  const children = page.getByTestId(`${picker}-room`).first().locator("select");
  const before = await children.count();
  await page.getByTestId(`${picker}-children-0-more`).click();
  await page.getByTestId(`${picker}-age-0-${before}`).selectOption(String(age));
}
