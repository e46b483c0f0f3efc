import { call } from "../support/http";
import { closeTestDb, createSsoOrg, uniqueEmail } from "../support/factories";
import { mintSsoToken } from "@/lib/auth/sso/mint-sso-token";
import { pageRoutes } from "../support/routes";

afterAll(closeTestDb);
// Long enough for a loaded 2-core machine; the slowest tests name their own.
jest.setTimeout(120_000);

/** Issue 11: "open-redirect probes on every redirecting parameter". */
const TARGETS = [
  "https://evil.example/",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "\t//evil.example",
  "/\t/evil.example",
  "https:evil.example",
  "javascript:alert(document.domain)",
  "data:text/html,<script>alert(1)</script>",
  "http://localhost@evil.example/",
  "/.//evil.example",
  // Read as "//host" once the URL parser has removed the dot segments.
  "/.//127.0.0.2:9999/phish",
  "/x/..//evil.example/",
];
const PARAMS = ["redirect", "callbackUrl", "returnTo", "return_to", "next", "url", "landing", "landing_path", "continue", "dest", "destination"];

/** A Location (or a JSON answer's URL) is safe when it resolves to this site's own host. */
function staysOnSite(location: string | null, host = "localhost"): boolean {
  if (!location) return true;
  const trimmed = location.replace(/[\u0000-\u001f\s]/g, "");
  if (/^(javascript|data|vbscript):/i.test(trimmed)) return false;
  try {
    return new URL(trimmed, `http://${host}:3100`).hostname === host;
  } catch {
    return false;
  }
}

describe("open redirects", () => {
  it("no page follows a redirecting query parameter off the site", async () => {
    const problems: string[] = [];
    for (const page of pageRoutes()) {
      await Promise.all(
        TARGETS.map(async (target) => {
          const query = new URLSearchParams(PARAMS.map((p) => [p, target]));
          const res = await call(`${page}?${query}`);
          const location = res.headers.get("location");
          if (res.status >= 500) problems.push(`${page} → ${res.status}`);
          if (!staysOnSite(location)) problems.push(`${page}?…=${target} → Location ${location}`);
          const html = await res.text();
          if (/http-equiv=["']?refresh[^>]*evil\.example/i.test(html)) problems.push(`${page}?…=${target} → meta refresh`);
        }),
      );
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it("the social sign-in return path stays on the site", async () => {
    for (const [i, target] of TARGETS.entries()) {
      // An address per probe and every field the route needs: a 429 or a 400 would prove nothing.
      const body = { provider: "google", mode: "signin", returnTo: target };
      const res = await call("/api/social/start", { body, localAddress: `127.0.91.${i + 1}` });
      expect(res.status).toBe(200);
      const { data } = await res.json();
      if (!staysOnSite(data.callbackUrl)) throw new Error(`${target} → callbackUrl ${data.callbackUrl}`);
    }
  }, 120_000);

  it("a referral click's redirect stays on the site", async () => {
    for (const [i, target] of TARGETS.entries()) {
      const res = await call("/api/referral/click", { body: { referral_code: "PROBE1", redirect: target }, localAddress: `127.0.92.${i + 1}` });
      expect(res.status).toBe(200);
      const { data } = await res.json();
      if (!staysOnSite(data.redirect)) throw new Error(`${target} → redirect ${data.redirect}`);
    }
  }, 120_000);

  it("next-auth's callbackUrl cannot leave the site", async () => {
    for (const target of TARGETS) {
      for (const path of ["/api/auth/signin/google", "/api/auth/signin", "/api/auth/signout", "/api/auth/error"]) {
        const res = await call(`${path}?callbackUrl=${encodeURIComponent(target)}`);
        expect(res.status).toBeLessThan(500);
        const location = res.headers.get("location");
        // The Google stand-in's authorisation endpoint is a legitimate destination of signin/google.
        if (location && new URL(location, "http://localhost").hostname !== "127.0.0.1") expect(staysOnSite(location)).toBe(true);
      }
    }
  }, 300_000);

  it("a partner SSO token's landing path cannot leave the partner's site", async () => {
    const org = await createSsoOrg();
    for (const target of TARGETS) {
      const key = await mintSsoToken({
        orgSlug: org.slug,
        secret: org.secret,
        email: uniqueEmail("sso"),
        givenName: "Sam",
        familyName: "Probe",
        landingPath: target,
      });
      const res = await call(`/login/sso?key=${encodeURIComponent(key)}`, { host: org.host });
      expect(res.status).toBeLessThan(500);
      expect(staysOnSite(res.headers.get("location"), org.host)).toBe(true);
    }
  }, 120_000);
});
