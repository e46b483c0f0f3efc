import { expect, test, type Page } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { pageRoutes } from "../tests/support/routes";
import { detailsHref, roomCheckoutHref } from "../lib/booking/search-url";
import { openSignIn, signInThroughApi } from "./support/auth";
import { pageStateKey } from "./support/page-state";
import { preloadAxe, wcagViolations as violations } from "./support/axe";

/**
 * Every page and every open dialog, in two languages including the RTL one: no violations of WCAG 2.2 A/AA rules
 * (axe-core, the build @axe-core/playwright ships); all dialogs keyboard-operable with focus trapped and restored.
 */
const LANGUAGES = ["en-US", "ar-SA"] as const;

test.beforeEach(({ page }) => preloadAxe(page));

test("the audit finds violations planted in a page (so a clean sweep means something)", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML("beforeend", '<img src="/favicon.ico"><button></button>');
  });
  const found = (await violations(page, "planted")).join("\n");
  expect(found).toContain("image-alt");
  expect(found).toContain("button-name");
});

async function useLanguage(page: Page, language: string) {
  await page.goto(`/?lang=${language}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/** Every page route, with the query a real visitor would bring where the page needs one. */
async function pagesToAudit(signedIn: boolean): Promise<string[]> {
  const { property, rooms } = await createStayProperty({ rooms: [{ available: 3 }] });
  const stay = { checkIn: isoDay(20), checkOut: isoDay(22), guests: 2, rooms: 1 };
  // The addresses the site itself links to (its URL contract), so the property's own page is what gets audited.
  const withQuery: Record<string, string> = {
    "/hotel-details": detailsHref(property.id, stay),
    "/hotel-checkout": roomCheckoutHref(property.id, rooms[0]!.id, stay),
    "/search-detail": `/search-detail?destination=Paris&checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests=2&rooms=1`,
  };
  // Signed in, /savings enrols the member and leaves for the savings programme's own site (SPEC §2).
  return pageRoutes()
    .filter((p) => !(signedIn && p === "/savings"))
    .map((p) => withQuery[p] ?? p);
}

for (const language of LANGUAGES) {
  for (const signedIn of [false, true]) {
    test(`every page has no WCAG 2.2 A/AA violations — ${language}, ${signedIn ? "signed in" : "signed out"}`, async ({ page }) => {
      // Every page of the site in one test, so that each page state is audited once (e2e/support/page-state.ts).
      test.setTimeout(480_000);
      await useLanguage(page, language);
      if (signedIn) {
        const user = await createUser({ planStatus: "ACTIVE" });
        await signInThroughApi(page, user.email, TEST_PASSWORD);
      }
      const problems: string[] = [];
      const audited = new Map<string, string>();
      const pages = await pagesToAudit(signedIn);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        // A route that renders a screen already audited in this language and sign-in state adds nothing new.
        const state = await pageStateKey(page);
        if (audited.has(state)) continue;
        audited.set(state, path);
        problems.push(...(await violations(page, path)));
      }
      test.info().annotations.push({ type: "audited", description: `${audited.size} page states on ${pages.length} pages` });
      expect(problems).toEqual([]);
    });
  }

  test(`every dialog has no violations and traps and restores focus — ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, language);
    const problems: string[] = [];

    // The user menu (components/nav/dropdown-menu.tsx) opened from the keyboard.
    const menuButton = page.getByTestId("user-menu-button");
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    problems.push(...(await violations(page, "user menu")));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Language and currency pickers.
    for (const picker of ["language-button", "currency-button"]) {
      const opener = page.getByTestId(picker);
      await opener.focus();
      await page.keyboard.press("Enter");
      await expectDialogOpen(page);
      problems.push(...(await violations(page, picker.replace("-button", " picker"))));
      await expectFocusTrapped(page);
      await page.keyboard.press("Escape");
      await expectDialogClosed(page);
      await expect(opener).toBeFocused();
    }

    // The account dialogs: sign-in, forgot password, sign-up (first view and e-mail view).
    await openSignIn(page);
    problems.push(...(await violations(page, "sign-in dialog")));
    await expectFocusTrapped(page);
    // SPEC §2: the sign-in dialog cannot be dismissed by the keyboard; its close button closes it.
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("sign-in-dialog")).toBeVisible();
    await page.getByTestId("forgot-password-link").click();
    await expect(page.getByTestId("forgot-email")).toBeVisible();
    problems.push(...(await violations(page, "forgot-password dialog")));
    await expectFocusTrapped(page);
    await page.getByTestId("forgot-dialog-close").click();
    await expectDialogClosed(page);

    await openSignIn(page);
    await page.getByTestId("go-to-sign-up").click();
    await expect(page.getByTestId("sign-up-with-email")).toBeVisible();
    problems.push(...(await violations(page, "sign-up dialog (first view)")));
    await page.getByTestId("sign-up-with-email").click();
    await expect(page.getByTestId("sign-up-email")).toBeVisible();
    problems.push(...(await violations(page, "sign-up dialog (e-mail view)")));
    await expectFocusTrapped(page);
    const close = page.getByTestId("sign-up-dialog-close");
    await close.focus();
    await page.keyboard.press("Enter");
    await expectDialogClosed(page);
    // Focus goes back to where the dialog was opened from (the user menu's button).
    await expect(menuButton).toBeFocused();

    expect(problems).toEqual([]);
  });
}

/** Headless UI's dialog element itself has no box; its panel is what shows. */
async function expectDialogOpen(page: Page) {
  await expect(page.locator('[role="dialog"]')).toHaveCount(1);
  await expect(page.locator('[role="dialog"]').getByRole("heading").first()).toBeVisible();
}

async function expectDialogClosed(page: Page) {
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
}

/**
 * Tabbing forward and backward many times never leaves the open dialog. The page notes where focus is after every
 * Tab (on its keyup, once it has moved focus) and is asked once at the end, rather than once per key.
 */
async function expectFocusTrapped(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.evaluate((d) => {
    const w = window as unknown as { focusTrail: boolean[]; stopFocusTrail?: () => void };
    w.focusTrail = [];
    const note = (e: KeyboardEvent) => e.key === "Tab" && w.focusTrail.push(d.contains(document.activeElement));
    document.addEventListener("keyup", note, true);
    w.stopFocusTrail = () => document.removeEventListener("keyup", note, true);
  });
  for (const key of ["Tab", "Shift+Tab"]) for (let i = 0; i < 12; i++) await page.keyboard.press(key);
  const trail = await page.evaluate(() => {
    const w = window as unknown as { focusTrail: boolean[]; stopFocusTrail: () => void };
    w.stopFocusTrail();
    return w.focusTrail;
  });
  expect(trail).toEqual(Array(24).fill(true));
}
