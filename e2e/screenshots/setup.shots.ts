import { expect, test } from "@playwright/test";
import { openSignIn } from "../support/auth";
import { expectConfirmation, fillCheckoutForm } from "../support/checkout";
import { ORGS } from "./screens";
import { flightTripFile, memberState, originOf } from "./support";
import { bookFlightThroughApi } from "../support/flight-booking";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const DEMO = { email: "member@demo.test", password: "Demo!2345" };

/**
 * Before the pictures: the demo member signs in on each organisation (the session is kept for the signed-in screens),
 * and books a room when My Trips has no upcoming trip — the seed has no bookings, and an empty list is no picture.
 * On a throwaway database (`npm run screenshots`) that is one booking; against a running `npm start`, the first run's.
 * On the default organisation the member also books a flight (the Duffel stand-in), whose trip page pictures adding
 * bags and changing the flight.
 */
for (const org of ORGS) {
  test(`the demo member of the ${org.key} organisation signs in and has an upcoming trip`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const origin = originOf(org, baseURL!);
    await page.goto(`${origin}/`);
    // As e2e/support/auth.ts signIn, with more time: the password hash is slow on a busy machine.
    await openSignIn(page);
    await page.getByTestId("sign-in-email").fill(DEMO.email);
    await page.getByTestId("sign-in-password").fill(DEMO.password);
    await page.getByTestId("sign-in-submit").click();
    await expect(page.getByTestId("user-menu-button")).not.toContainText("Guest", { timeout: 30_000 });
    await page.goto(`${origin}/user/my-trips`);
    const upcoming = page.getByTestId("upcoming-trips");
    await expect(upcoming.or(page.getByTestId("upcoming-trips-empty"))).toBeVisible();
    if (!(await upcoming.isVisible())) {
      await page.goto(`${origin}/search-detail?destination=Paris`);
      await page.getByTestId("result-link").first().click();
      await page.locator('[data-testid="room"][data-status="available"]').first().getByTestId("book-link").click();
      await fillCheckoutForm(page);
      await page.getByTestId("checkout-pay").click();
      await expectConfirmation(page);
    }
    if (org.key === "default" && !existsSync(flightTripFile())) {
      const reference = await bookFlightThroughApi(page, { days: 45, email: DEMO.email });
      mkdirSync(path.dirname(flightTripFile()), { recursive: true });
      writeFileSync(flightTripFile(), reference);
    }
    await page.context().storageState({ path: memberState(org) });
  });
}
