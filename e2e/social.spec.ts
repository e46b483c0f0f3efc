import { expect, test, type Page } from "@playwright/test";
import { createOrg, createUser, testDb, uniqueEmail } from "../tests/support/factories";
import { extractLink, waitForMail } from "../tests/support/mail";
import { openSignIn, partnerUrl, port } from "./support/auth";

/** The Google stand-in's login page (scripts/stand-ins/google-oidc.mjs): who to sign in as. */
async function signInAtGoogle(page: Page, a: { email: string; given?: string; family?: string; verified?: boolean }) {
  await expect(page.getByTestId("stand-in-email")).toBeVisible();
  expect(new URL(page.url()).origin).toBe(process.env.GOOGLE_ISSUER);
  await page.getByTestId("stand-in-email").fill(a.email);
  if (a.given) await page.getByTestId("stand-in-given-name").fill(a.given);
  if (a.family) await page.getByTestId("stand-in-family-name").fill(a.family);
  if (a.verified === false) await page.getByTestId("stand-in-verified").uncheck();
  await page.getByTestId("stand-in-continue").click();
}

/** The Facebook stand-in's login dialog (scripts/stand-ins/facebook-graph.mjs). */
async function logInAtFacebook(page: Page, a: { email: string; first?: string; last?: string }) {
  await expect(page.getByTestId("fb-email")).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(process.env.FACEBOOK_AUTH_URL!).origin);
  await page.getByTestId("fb-email").fill(a.email);
  if (a.first) await page.getByTestId("fb-first-name").fill(a.first);
  if (a.last) await page.getByTestId("fb-last-name").fill(a.last);
  await page.getByTestId("fb-continue").click();
}

test.describe("social sign-in and sign-up (real redirects to the local stand-ins)", () => {
  // Each test crosses two origins and several redirects; leave room for a loaded two-core machine.
  test.describe.configure({ timeout: 60_000 });

  test("'Continue with Google' in the sign-in dialog: the provider's login page, then back signed in", async ({ page }) => {
    const user = await createUser({ firstName: "Greta", lastName: "Linked" });
    await page.goto("/hotel");
    await openSignIn(page);
    await page.getByTestId("social-google").click();
    await signInAtGoogle(page, { email: user.email });
    await expect(page).toHaveURL(`http://localhost:${port}/hotel`);
    await expect(page.getByTestId("user-menu-button")).toContainText("Greta Linked");
    // Both sides verified: the identity was linked to the existing account; My Account lists it.
    expect(await testDb().identity.findMany({ where: { userId: user.id } })).toEqual([expect.objectContaining({ provider: "google", email: user.email })]);
    await page.goto("/user/profile");
    const methods = page.getByTestId("sign-in-method");
    await expect(methods).toHaveCount(2);
    await expect(methods.nth(1)).toContainText("Google");
    await expect(methods.nth(1)).toContainText(user.email);
  });

  test("sign up with Google keeps ?referral_code and ?trip_id through the round trip and shows the welcome", async ({ page }) => {
    const referrer = await createUser();
    const referralCode = `E2E${referrer.id}`;
    await testDb().user.update({ where: { id: referrer.id }, data: { referralCode } });
    const email = uniqueEmail("e2e-google");
    await page.goto(`/?signup=1&referral_code=${referralCode}&trip_id=TRIP-E2E-7`);
    await expect(page.getByTestId("sign-up-social-view")).toBeVisible();
    await page.getByTestId("social-google").click();
    await signInAtGoogle(page, { email, given: "Sam", family: "Social" });
    await expect(page.getByTestId("sign-up-confirmation")).toHaveText("Welcome! Your account is ready.");
    // The marker is gone from the address, so a reload does not show the welcome again.
    await expect(page).toHaveURL(/\/\?referral_code=.*trip_id=TRIP-E2E-7$/);
    await page.getByTestId("sign-up-dialog-close").click();
    await expect(page.getByTestId("user-menu-button")).toContainText("Sam Social");
    const user = await testDb().user.findFirstOrThrow({ where: { email }, include: { identities: true, password: true } });
    expect(user).toMatchObject({ tripId: "TRIP-E2E-7", referredById: referrer.id, password: null });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.identities).toEqual([expect.objectContaining({ provider: "google" })]);
  });

  test("sign up with Facebook through the Graph stand-in", async ({ page }) => {
    const email = uniqueEmail("e2e-fb");
    await page.goto("/?signup=1");
    await page.getByTestId("social-facebook").click();
    await logInAtFacebook(page, { email, first: "Fiona", last: "Face" });
    await expect(page.getByTestId("sign-up-confirmation")).toHaveText("Welcome! Your account is ready.");
    await page.getByTestId("sign-up-dialog-close").click();
    await expect(page.getByTestId("user-menu-button")).toContainText("Fiona Face");
    expect(await testDb().identity.findFirst({ where: { email } })).toMatchObject({ provider: "facebook" });
  });

  test("an unverified Google e-mail on an existing account: a link e-mail instead of a dead end, then Google signs in", async ({ page }) => {
    const user = await createUser({ firstName: "Una", lastName: "Unlinked" });
    await page.goto("/");
    await openSignIn(page);
    await page.getByTestId("social-google").click();
    await signInAtGoogle(page, { email: user.email, verified: false });
    await expect(page.getByTestId("sign-in-notice")).toContainText("WE HAVE SENT AN EMAIL");
    await page.getByTestId("sign-in-dialog-close").click();
    await expect(page.getByTestId("user-menu-button")).toContainText("Guest");
    expect(await testDb().identity.count({ where: { userId: user.id } })).toBe(0);

    await page.goto(extractLink(await waitForMail(user.email, { subject: /Connect Google/ }), "/link-account?key="));
    await expect(page.getByTestId("link-linked")).toContainText("Your Google account is now connected");
    await page.goto("/");
    await openSignIn(page);
    await page.getByTestId("social-google").click();
    // The stand-in remembers the browser's Google session: no login page the second time.
    await expect(page.getByTestId("user-menu-button")).toContainText("Una Unlinked");
  });

  test("cancelling at the provider does nothing visible (SPEC §8): back where the user was, signed out", async ({ page }) => {
    await page.goto("/hotel");
    await openSignIn(page);
    await page.getByTestId("social-google").click();
    await expect(page.getByTestId("stand-in-cancel")).toBeVisible();
    await page.getByTestId("stand-in-cancel").click();
    await expect(page).toHaveURL(`http://localhost:${port}/hotel`);
    await expect(page.getByTestId("user-menu-button")).toContainText("Guest");
    await expect(page.getByTestId("sign-in-dialog")).toHaveCount(0);
  });

  test("each white-label host gets its own callback: a social sign-up on another organisation's host comes back there", async ({ page }) => {
    const org = await createOrg({ socialProviders: ["google"], name: "Northwind Trips" });
    const email = uniqueEmail("e2e-host");
    await page.goto(`http://${org.host}:${port}/?signup=1`);
    await expect(page.getByTestId("social-facebook")).toHaveCount(0);
    await page.getByTestId("social-google").click();
    await signInAtGoogle(page, { email, given: "Hana", family: "Host" });
    await expect(page.getByTestId("sign-up-confirmation")).toBeVisible();
    expect(new URL(page.url()).host).toBe(`${org.host}:${port}`);
    await page.getByTestId("sign-up-dialog-close").click();
    await expect(page.getByTestId("user-menu-button")).toContainText("Hana Host");
    expect((await testDb().user.findFirstOrThrow({ where: { email } })).orgId).toBe(org.id);
  });

  test("where the organisation asks for an access code, social sign-up asks for it first and it survives the round trip", async ({ page }) => {
    const org = await createOrg({ socialProviders: ["google"], accessCodeFlag: 1 });
    const code = await testDb().accessCode.create({ data: { orgId: org.id, code: `SOC${org.id}`, kind: "ACCESS", planName: "Social Club" } });
    const email = uniqueEmail("e2e-code");
    await page.goto(`http://${org.host}:${port}/?signup=1`);
    await page.getByTestId("social-google").click();
    await expect(page.getByText("Please Enter The Access Code")).toBeVisible();
    await page.getByTestId("sign-up-social-access-code").fill("WRONG1");
    await page.getByTestId("social-google").click();
    await expect(page.getByTestId("sign-up-error")).toHaveText("Invalid Access Code");
    await page.getByTestId("sign-up-social-access-code").fill(code.code);
    await page.getByTestId("social-google").click();
    await signInAtGoogle(page, { email, given: "Cody", family: "Coded" });
    await expect(page.getByTestId("sign-up-confirmation")).toHaveText("Welcome! Your account is ready.");
    const user = await testDb().user.findFirstOrThrow({ where: { email }, include: { subscriptions: true } });
    expect(user).toMatchObject({ orgId: org.id, accessCodeId: code.id });
    expect(user.subscriptions[0]).toMatchObject({ planName: "Social Club", planStatus: "ACTIVE" });
  });

  test("the partner site, without social sign-in, shows no social buttons", async ({ page }) => {
    await page.goto(`${partnerUrl}/`);
    await openSignIn(page);
    await expect(page.getByTestId("social-buttons")).toHaveCount(0);
    await page.getByTestId("go-to-sign-up").click();
    await expect(page.getByTestId("sign-up-with-email")).toBeVisible();
    await expect(page.getByTestId("social-buttons")).toHaveCount(0);
    // The default site shows both.
    await page.goto("/");
    await openSignIn(page);
    await expect(page.getByTestId("social-google")).toHaveText("Continue with Google");
    await expect(page.getByTestId("social-facebook")).toHaveText("Continue with Facebook");
  });
});
