import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test, type Browser, type Page } from "@playwright/test";
import { GALLERY, PICTURES_DIR, allPictures, gallery, type Locale, type Viewport } from "./screens";
import { chooseDates } from "../support/calendar";
import { waitForHydration } from "../support/hydration";
import { agentState, flightTripFile, memberState, originOf, settle, stayTripFile, type StayTrip } from "./support";

/** JPEG quality: small enough for the repository (see docs/testing.md#screenshots for the set's size), text still sharp. */
const QUALITY = 45;
const root = process.cwd();
const out = path.join(root, PICTURES_DIR);

/**
 * One test per picture, each in a fresh browser context of its screen size with the language chosen (and, for the
 * signed-in screens, the demo member's session from setup.shots.ts).
 */
for (const { screen, org, locale, viewport, file } of allPictures()) {
  test(`${screen.key}: ${org.key} ${locale.key} ${viewport.key}`, async ({ browser, baseURL }) => {
    // Generous: on a busy machine one page with its pictures can take a while.
    test.setTimeout(180_000);
    const origin = originOf(org, baseURL!);
    const session = screen.agent ? agentState() : memberState(org);
    const page = await open(browser, { origin, locale, viewport, storageState: screen.signedIn ? session : undefined });
    let target = screen.path;
    if (target === "details") {
      await page.goto(`${origin}/search-detail?destination=Paris`);
      target = (await page.getByTestId("result-link").first().getAttribute("href"))!;
    }
    if (target === "confirmation") {
      await page.goto(`${origin}/user/my-trips`);
      const reference = await page.getByTestId("upcoming-trips").getByTestId("trip").first().getAttribute("data-reference");
      target = `/checkout-success?ref=${reference}`;
    }
    if (target === "flight-trip") target = `/user/my-trips/${readFileSync(flightTripFile(), "utf8").trim()}`;
    const stay = target === "stay-trip" ? (JSON.parse(readFileSync(stayTripFile(), "utf8")) as StayTrip) : null;
    if (stay) target = `/user/my-trips/${stay.reference}`;
    await page.goto(`${origin}${target}`);
    for (const link of screen.via ?? []) {
      const href = await page.getByTestId(link).first().getAttribute("href", { timeout: 30_000 });
      await page.goto(new URL(href!, page.url()).toString());
    }
    if (screen.fill) await fillFields(page, screen.fill);
    // A press before the page's scripts have taken over would be lost.
    if (screen.press) await waitForHydration(page);
    for (const button of screen.press ?? []) await locate(page, button).click({ timeout: 30_000 });
    if (screen.choose) await fillFields(page, screen.choose);
    if (screen.staysLonger && stay) await chooseDates(page, stay.checkIn, dayAfter(stay.checkOut));
    await locate(page, screen.ready).waitFor({ timeout: 30_000 });
    await settle(page);
    if (screen.asSeen) {
      // The page moved itself (an error brought into view): the screen as it is, not the page's top.
      await page.screenshot({ path: path.join(out, file), type: "jpeg", quality: QUALITY, animations: "disabled", caret: "initial" });
      await page.context().close();
      return;
    }
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    // A part further down: from a little above it (the page's full width), as tall as the screen allows.
    const top = screen.from ? Math.max(0, Math.floor((await locate(page, screen.from).boundingBox())!.y + (await scrollTop(page))) - 16) : 0;
    const end = screen.to ? await locate(page, screen.to).boundingBox() : null;
    const height = Math.min(
      pageHeight - top,
      screen.maxHeight[viewport.key],
      end ? Math.ceil(end.y + end.height + (await scrollTop(page))) + 16 - top : Infinity,
    );
    mkdirSync(out, { recursive: true });
    await page.screenshot({
      path: path.join(out, file),
      type: "jpeg",
      quality: QUALITY,
      fullPage: true,
      animations: "disabled",
      clip: { x: 0, y: top, width: viewport.width, height },
    });
    await page.context().close();
  });
}

test("docs/screenshots.md lists the pictures, and no other picture is left in docs/screenshots/", () => {
  writeFileSync(path.join(root, GALLERY), gallery());
  mkdirSync(out, { recursive: true });
  const wanted = new Set(allPictures().map((p) => p.file));
  for (const file of readdirSync(out)) if (!wanted.has(file)) rmSync(path.join(out, file));
});

/** Types into each field (a select: chooses the option), once the form answers to typing. */
async function fillFields(page: Page, fields: Record<string, string>) {
  await waitForHydration(page);
  for (const [testId, value] of Object.entries(fields)) {
    const field = page.getByTestId(testId).first();
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** A screen's data-testid, or its `css=` selector: the first such element. */
const locate = (page: Page, target: string) => (target.startsWith("css=") ? page.locator(target) : page.getByTestId(target)).first();

function dayAfter(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

async function open(browser: Browser, o: { origin: string; locale: Locale; viewport: Viewport; storageState?: string }): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: o.viewport.width, height: o.viewport.height },
    deviceScaleFactor: 1,
    isMobile: o.viewport.mobile,
    hasTouch: o.viewport.mobile,
    storageState: o.storageState,
  });
  // The language the site would remember for a visitor who chose it (SPEC §9 lan_code cookie).
  await context.addCookies([{ name: "lan_code", value: o.locale.code, url: o.origin }]);
  return context.newPage();
}
