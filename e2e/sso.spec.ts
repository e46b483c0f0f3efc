import { expect, test } from "@playwright/test";
import { testDb, uniqueEmail } from "../tests/support/factories";
import { partnerToken, type PartnerToken } from "../tests/support/sso";
import { partnerUrl } from "./support/auth";

/** A token as the partner organisation's partner would sign it, with the seeded HS256 secret. */
async function partnerLink(t: Omit<PartnerToken, "secret" | "aud">): Promise<string> {
  const { ssoSecret } = await testDb().organization.findUniqueOrThrow({ where: { slug: "partner" }, select: { ssoSecret: true } });
  return `${partnerUrl}/login/sso?key=${await partnerToken({ ...t, secret: ssoSecret!, aud: "org:partner" })}`;
}

test.describe("partner single sign-on", () => {
  test("a partner token signs the member in on the partner host; when the session ends, the session-out URL takes over", async ({ page, context }) => {
    const email = uniqueEmail("e2e-sso");
    // The landing page checks the session once on load; ending the session before that answer arrives would let
    // that check, not the reload's, sign the member out (and the reloaded page then finds no SSO session to end).
    const firstCheck = page.waitForResponse((r) => r.url().endsWith("/api/auth/checkLogin"));
    await page.goto(await partnerLink({ claims: { email, given_name: "Sol", family_name: "Partner", landing_path: "/wallet" } }));
    await firstCheck;
    await expect(page).toHaveURL(`${partnerUrl}/wallet`);
    await expect(page.getByTestId("org-name")).toHaveText("Blue Lagoon Travel Club");
    await expect(page.getByTestId("user-menu-button")).toContainText("Sol Partner");
    expect((await context.cookies(partnerUrl)).find((c) => c.name === "next-auth.session-token")?.httpOnly).toBe(true);

    // The SSO session ends on the server (as it does SSO_SESSION_MAX_AGE after sign-in) …
    const user = await testDb().user.findFirstOrThrow({ where: { email } });
    await testDb().session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    // … and the next page's session check sends the member to the organisation's session-out URL.
    await page.reload();
    await expect(page).toHaveURL(`${partnerUrl}/sso/session-ended`);
    await expect(page.getByTestId("sso-session-ended")).toContainText("Your partner session on Blue Lagoon Travel Club has ended");
    await expect(page.getByTestId("user-menu-button")).toContainText("Guest");
    expect((await context.cookies(partnerUrl)).find((c) => c.name === "next-auth.session-token")).toBeUndefined();
  });

  test("a used link and an expired link are refused with a clear page", async ({ page }) => {
    const link = await partnerLink({ claims: { email: uniqueEmail("e2e-sso-once"), landing_path: "/user/my-trips" } });
    await page.goto(link);
    await expect(page).toHaveURL(`${partnerUrl}/user/my-trips`);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(`${partnerUrl}/login/sso?error=replayed`);
    await expect(page.getByTestId("sso-error-replayed")).toContainText("This sign-in link has already been used.");

    await page.goto(await partnerLink({ claims: { email: uniqueEmail("e2e-sso-late") }, iat: -400, exp: -100 }));
    await expect(page.getByTestId("sso-error-expired")).toContainText("This sign-in link has expired.");
    await expect(page.getByTestId("user-menu-button")).toContainText("Guest");
    await page.getByTestId("sso-home-link").click();
    await expect(page).toHaveURL(`${partnerUrl}/`);
  });

  test("a hostile landing path lands on the partner's home page", async ({ page }) => {
    await page.goto(await partnerLink({ claims: { email: uniqueEmail("e2e-sso-evil"), landing_path: "/%2F%2Fevil.example" } }));
    await expect(page).toHaveURL(`${partnerUrl}/`);
    await expect(page.getByTestId("user-menu-button")).toContainText("Sam Partner");
  });
});
