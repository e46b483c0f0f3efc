import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { signedInMember } from "./support/session";

afterAll(closeTestDb);
// Long enough for a loaded 2-core machine; the slowest tests name their own.
jest.setTimeout(120_000);

/** Issue 11: "CSRF: state-changing calls with cookie auth refuse foreign Origins". */
describe("cross-site request forgery", () => {
  const foreign: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "http://localhost.evil.example:3100" },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
  ];

  it("a signed-in member's cookie sent from another site's page changes nothing", async () => {
    const { user, cookies } = await signedInMember({ ip: "127.0.0.81" });
    for (const headers of foreign) {
      const pref = await call("/api/profile/updatePrefCurrLang", { body: { currency: "EUR", language: "fr-FR" }, cookies, headers });
      expect(pref.status).toBe(403);
      expect((await pref.json()).error.code).toBe("FORBIDDEN");
      const password = await call("/api/auth/changePassword", {
        body: { currentPassword: user.password, password: "Changed!9a", confirmPassword: "Changed!9a" },
        cookies,
        headers,
      });
      expect(password.status).toBe(403);
      const logout = await call("/api/iqps/logout", { body: {}, cookies, headers });
      expect(logout.status).toBe(403);
    }
    const after = await testDb().user.findUniqueOrThrow({ where: { id: user.id }, include: { password: true, sessions: { where: { revokedAt: null } } } });
    expect(after.currencyCode).not.toBe("EUR");
    expect(after.sessions.length).toBeGreaterThan(0);
    // The session still works: nothing above logged the member out.
    const check = await call("/api/auth/checkLogin", { body: {}, cookies });
    expect((await check.json()).status).toBe("success");
  }, 120_000);

  it("the same calls from the site's own pages (same Origin, either host) go through", async () => {
    const { cookies } = await signedInMember({ ip: "127.0.0.81" });
    const own = await call("/api/profile/updatePrefCurrLang", {
      body: { currency: "EUR" },
      cookies,
      headers: { origin: `http://localhost:${new URL(process.env.TEST_BASE_URL!).port}`, "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
    const partner = await signedInMember({ org: "partner", ip: "127.0.0.81" });
    const port = new URL(process.env.TEST_BASE_URL!).port;
    const res = await call("/api/profile/updatePrefCurrLang", {
      host: "partner.localhost",
      body: { currency: "GBP" },
      cookies: partner.cookies,
      headers: { origin: `http://partner.localhost:${port}` },
    });
    expect(res.status).toBe(200);
  });

  it("one organisation's site cannot post into another's with the visitor's cookies", async () => {
    const partner = await signedInMember({ org: "partner", ip: "127.0.0.81" });
    const port = new URL(process.env.TEST_BASE_URL!).port;
    const res = await call("/api/profile/updatePrefCurrLang", {
      host: "partner.localhost",
      body: { currency: "GBP" },
      cookies: partner.cookies,
      headers: { origin: `http://localhost:${port}` },
    });
    expect(res.status).toBe(403);
  });
});
