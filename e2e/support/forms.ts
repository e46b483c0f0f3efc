import { expect, test, type Page } from "@playwright/test";
import { createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../../tests/support/factories";
import { createStayProperty, isoDay } from "../../tests/support/catalogue-factory";
import { createPackageDestination, tripDay } from "../../tests/support/package-factory";
import { baseUrl, fillSignUpDetails, fillSignUpPasswords, signInThroughApi } from "./auth";
import { waitForHydration } from "./hydration";
import { msg } from "./journey";
import { searchPackages } from "./search";

/**
 * The checks of forms that fit people (titles, nothing preselected, a child's fields, the lead traveller, sentences
 * as written), the same steps on a desktop in English and a phone in Arabic. FORMS_SHOTS=1 keeps a picture of each.
 */
type Locale = "en-US" | "ar-SA";
const shot = async (page: Page, name: string) => {
  if (process.env.FORMS_SHOTS === "1") await page.screenshot({ path: `test-results/forms-${name}.png`, fullPage: true });
};

/** A member who never gave a title or nationality, with a saved traveller, signed in, the site in `locale`. */
export async function memberWithoutTitle(page: Page, locale: Locale) {
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Layla", lastName: "Haddad" });
  await testDb().user.update({ where: { id: user.id }, data: { title: null, nationalityId: null } });
  await testDb().traveler.create({ data: { userId: user.id, title: 3, firstName: "Lena", lastName: "Berg", email: "lena@example.test" } });
  await page.context().addCookies([{ name: "lan_code", value: locale, url: baseUrl }]);
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  return user;
}

/**
 * A package for one adult and one child: the lead passenger is the account holder (not the saved traveller), and no
 * title, gender or nationality is chosen for anyone; the child's title offers no Mr, Ms or Mrs and starts on none.
 */
export async function expectPackagePassengersFit(page: Page, locale: Locale) {
  const dest = await createPackageDestination({ hotelName: `Forms Hotel ${Date.now()}` });
  await page.goto("/packages");
  await searchPackages(page, dest.name, tripDay(0, 33), { adults: 1, children: 1 });
  await page.getByTestId("package-card").getByTestId("package-choose").click();
  await expect(page).toHaveURL(/\/packages\/checkout\?/);
  await waitForHydration(page);
  const field = (i: number, name: string) => page.getByTestId(`passenger-${i}-${name}`);
  await expect(field(0, "firstName")).toHaveValue("Layla");
  await expect(field(0, "lastName")).toHaveValue("Haddad");
  await expect(field(1, "firstName")).toHaveValue("");
  for (const i of [0, 1]) {
    await expect(field(i, "gender")).toHaveValue("");
    await expect(field(i, "nationality")).toHaveValue("");
  }
  await expect(field(0, "title")).toHaveValue("");
  await expect(field(0, "title").locator("option:checked")).toHaveText(msg(locale, "Titles.choose"));
  const childTitles = field(1, "title").locator("option");
  await expect(childTitles).toHaveText([msg(locale, "Titles.none"), msg(locale, "Titles.miss"), msg(locale, "Titles.mx")]);
  await expect(field(1, "title")).toHaveValue("none");
  await expect(field(1, "title").locator('option[value="mr"]')).toHaveCount(0);
  await field(0, "gender").scrollIntoViewIfNeeded();
  await shot(page, `package-passengers-${locale}`);
}

/** The stays checkout offers Ms (and the whole list) in the page's language, and the nationality is asked, not guessed. */
export async function expectHotelCheckoutOffersMs(page: Page, locale: Locale) {
  const { property, rooms } = await createStayProperty();
  await page.goto(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(12)}&checkout=${isoDay(13)}&guests=1&rooms=1`);
  await waitForHydration(page);
  const title = page.getByTestId("checkout-title");
  await expect(title.locator("option")).toHaveText(["choose", "mr", "ms", "mrs", "miss", "mx", "none"].map((k) => msg(locale, `Titles.${k}`)));
  await title.selectOption({ label: msg(locale, "Titles.ms") });
  await expect(title).toHaveValue("4");
  await expect(page.getByTestId("checkout-firstName")).toHaveValue("Layla");
  await expect(page.getByTestId("nationality-input")).toHaveValue("");
  await shot(page, `hotel-checkout-${locale}`);
}

/**
 * Sign-up: the "or" sits between the social buttons and "Sign up with e-mail" (not alone on top), and the
 * confirmation sentence reads as written in the catalogue, not upper-cased by a style.
 */
export async function expectSignUpSentences(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: "lan_code", value: locale, url: baseUrl }]);
  await page.goto("/?signup=1");
  const social = page.getByTestId("sign-up-social-view");
  await expect(social).toBeVisible();
  const top = async (testId: string) => (await social.getByTestId(testId).boundingBox())!.y;
  expect(await top("social-or")).toBeGreaterThan(await top("social-facebook"));
  expect(await top("social-or")).toBeLessThan(await top("sign-up-with-email"));
  await social.getByTestId("sign-up-with-email").click();
  await fillSignUpDetails(page, { email: uniqueEmail("forms"), title: msg(locale, "Titles.ms") });
  await page.getByTestId("sign-up-continue").click();
  await fillSignUpPasswords(page, "Sunny!2026");
  await page.getByTestId("sign-up-submit").click();
  const confirmation = page.getByTestId("sign-up-confirmation");
  await expect(confirmation).toHaveText(msg(locale, "SignUp.confirmationSent"));
  expect(await confirmation.evaluate((el) => getComputedStyle(el).textTransform)).toBe("none");
  const text = (await confirmation.textContent())!;
  if (locale === "en-US") expect(text).not.toBe(text.toUpperCase());
  await shot(page, `sign-up-${locale}`);
}

/** The three checks as tests, for a spec of one screen and language (forms.spec.ts, forms.mobile.spec.ts). */
export function formsThatFitPeople(locale: Locale, where: string) {
  test.describe(`forms that fit people, ${where}`, () => {
    test("a package's passengers: the lead is the account holder, nothing is preselected, a child cannot be Mr", async ({ page }) => {
      test.setTimeout(60_000);
      await memberWithoutTitle(page, locale);
      await expectPackagePassengersFit(page, locale);
    });

    test("the hotel checkout offers Ms among the titles and asks the nationality", async ({ page }) => {
      await memberWithoutTitle(page, locale);
      await expectHotelCheckoutOffersMs(page, locale);
    });

    test("sign-up: 'or' between the two ways, the confirmation sentence not upper-cased", async ({ page }) => {
      test.setTimeout(60_000);
      await expectSignUpSentences(page, locale);
    });
  });
}
