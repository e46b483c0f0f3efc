import { exportJWK, generateKeyPair, SignJWT } from "jose";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ZSsoClaims } from "@/lib/auth/sso/claims";
import { safeLandingPath } from "@/lib/local-path";
import { isSessionOutUrl, sessionOutTarget } from "@/lib/auth/sso/session-out-url";
import { verifySsoToken } from "@/lib/auth/sso/verify-sso-token";

const SECRET = "unit-test-sso-secret-0123456789abcdef";
const KEYS = { slug: "acme", secret: SECRET, jwksUrl: null };
const NOW = new Date("2026-06-01T12:00:00Z");
const nowS = Math.floor(NOW.getTime() / 1000);

function sign(claims: Record<string, unknown> = {}, opts: { iat?: number; exp?: number; aud?: string | string[]; jti?: string | null; secret?: string } = {}) {
  const jwt = new SignJWT({ email: "Member@Example.com", given_name: "Sam", family_name: "Partner", ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(opts.iat ?? nowS)
    .setExpirationTime(opts.exp ?? nowS + 120)
    .setAudience(opts.aud ?? "org:acme");
  if (opts.jti !== null) jwt.setJti(opts.jti ?? "jti-1");
  return jwt.sign(new TextEncoder().encode(opts.secret ?? SECRET));
}

describe("safeLandingPath: only paths on this site", () => {
  it.each([
    ["/wallet", "/wallet"],
    ["/hotel?city=Paris&nights=2#results", "/hotel?city=Paris&nights=2#results"],
    ["/user/my-trips", "/user/my-trips"],
    ["/search?q=a%2F%2Fb", "/search?q=a%2F%2Fb"],
    ["  /wallet  ", "/wallet"],
    ["/caf\u00e9", "/caf%C3%A9"],
  ])("keeps %j", (input, expected) => expect(safeLandingPath(input)).toBe(expected));

  it.each([
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "HTTPS://evil.example/wallet",
    "http:evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "%2F%2Fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%0d%0a/evil.example",
    "\u0000//evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "javascript:alert(document.cookie)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "wallet",
    "",
    "/%E0%A4%A",
    `/${"a".repeat(3000)}`,
  ])("turns %j into /", (input) => expect(safeLandingPath(input)).toBe("/"));

  it("turns anything but a string into /", () => {
    for (const v of [undefined, null, 42, ["/wallet"], { path: "/wallet" }]) expect(safeLandingPath(v)).toBe("/");
  });

  it("never returns something a browser would read as another host", () => {
    const samples = ["/a", "/./b", "/a/../b", "/%2e/c", "/x?y=//z", "/x#//z", "/;//evil", "/@evil.example"];
    for (const s of samples) {
      const out = safeLandingPath(s);
      expect(new URL(out, "https://site.example").origin).toBe("https://site.example");
    }
  });
});

describe("SSO claims", () => {
  const base = { jti: "j", iat: nowS, exp: nowS + 300, email: " Member@Example.COM ", given_name: "Sam", family_name: "Partner" };

  it("accepts the documented claims and lower-cases the e-mail", () => {
    const parsed = ZSsoClaims.parse({ ...base, sub: "p-1", language: "fr-FR", currency: "eur", trip_id: "T-9", landing_path: "/wallet", iss: "ignored" });
    expect(parsed).toMatchObject({ email: "member@example.com", currency: "EUR", trip_id: "T-9", landing_path: "/wallet", sub: "p-1" });
  });

  it.each([
    ["no e-mail", { email: undefined }],
    ["a bad e-mail", { email: "not-an-email" }],
    ["no given_name", { given_name: undefined }],
    ["an empty family_name", { family_name: "  " }],
    ["a name of control characters", { given_name: "\u0000\u0007" }],
    ["no jti", { jti: undefined }],
    ["a lifetime over five minutes", { exp: nowS + 301 }],
  ])("refuses %s", (_, change) => {
    expect(ZSsoClaims.safeParse({ ...base, ...change }).success).toBe(false);
  });

  it("treats empty optional claims as absent and strips control characters from names", () => {
    const parsed = ZSsoClaims.parse({ ...base, given_name: "Sa\u0000m", language: "", trip_id: "" });
    expect(parsed.given_name).toBe("Sam");
    expect(parsed.language).toBeUndefined();
    expect(parsed.trip_id).toBeUndefined();
  });
});

describe("verifySsoToken", () => {
  it("accepts a good HS256 token for this organisation", async () => {
    const result = await verifySsoToken(await sign({ landing_path: "/wallet" }), KEYS, NOW);
    expect(result).toEqual({ ok: true, claims: expect.objectContaining({ email: "member@example.com", jti: "jti-1", landing_path: "/wallet" }) });
  });

  it("accepts an audience list that names this organisation", async () => {
    expect((await verifySsoToken(await sign({}, { aud: ["org:other", "org:acme"] }), KEYS, NOW)).ok).toBe(true);
  });

  it.each([
    ["a wrong secret", () => sign({}, { secret: "another-secret-of-enough-length-0123456789" }), "invalid-signature"],
    ["another organisation's audience", () => sign({}, { aud: "org:other" }), "wrong-organisation"],
    ["an expired token", () => sign({}, { iat: nowS - 400, exp: nowS - 100 }), "expired"],
    ["a token issued over five minutes ago", () => sign({}, { iat: nowS - 331, exp: nowS + 29 }), "expired"],
    ["a token from the future", () => sign({}, { iat: nowS + 120, exp: nowS + 300 }), "invalid-token"],
    ["a lifetime over five minutes", () => sign({}, { exp: nowS + 600 }), "invalid-token"],
    ["no jti", () => sign({}, { jti: null }), "invalid-token"],
    ["no e-mail", () => sign({ email: undefined }), "invalid-token"],
    ["garbage", async () => "not.a.jwt", "invalid-signature"],
    ["an empty token", async () => "", "invalid-signature"],
  ])("refuses %s", async (_, make, code) => {
    expect(await verifySsoToken(await make(), KEYS, NOW)).toEqual({ ok: false, error: code });
  });

  it("accepts a token just past exp within the 30 s clock tolerance", async () => {
    expect((await verifySsoToken(await sign({}, { iat: nowS - 200, exp: nowS - 20 }), KEYS, NOW)).ok).toBe(true);
  });

  it('refuses alg "none" and HMACs other than HS256', async () => {
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(JSON.stringify({ aud: "org:acme", jti: "x", iat: nowS, exp: nowS + 60, email: "a@b.co", given_name: "A", family_name: "B" })).toString("base64url")}.`;
    expect(await verifySsoToken(unsigned, KEYS, NOW)).toEqual({ ok: false, error: "invalid-signature" });
    const hs512 = await new SignJWT({ email: "a@b.co", given_name: "A", family_name: "B" })
      .setProtectedHeader({ alg: "HS512" })
      .setAudience("org:acme")
      .setJti("x")
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifySsoToken(hs512, KEYS, NOW)).toEqual({ ok: false, error: "invalid-signature" });
  });

  it("refuses HS256 when the organisation only has a JWKS URL, and a secret shorter than 32 bytes", async () => {
    const token = await sign();
    expect(await verifySsoToken(token, { slug: "acme", secret: null, jwksUrl: "http://127.0.0.1:9/jwks" }, NOW)).toEqual({
      ok: false,
      error: "invalid-signature",
    });
    const short = "short-secret";
    expect(await verifySsoToken(await sign({}, { secret: short }), { slug: "acme", secret: short, jwksUrl: null }, NOW)).toEqual({
      ok: false,
      error: "invalid-signature",
    });
  });

  describe("with the partner's JWKS", () => {
    let server: http.Server;
    let jwksUrl: string;
    let rsa: CryptoKeyPair;
    let serve = true;
    beforeAll(async () => {
      rsa = await generateKeyPair("RS256");
      const jwk = { ...(await exportJWK(rsa.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
      server = http.createServer((_, res) => {
        if (!serve) return void res.writeHead(500).end();
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
    });
    afterAll(
      () =>
        new Promise((resolve) => {
          server.closeAllConnections(); // the keep-alive sockets of JWKS fetches would hold close() open
          server.close(resolve);
        }),
    );

    const rsToken = (key: CryptoKey, kid = "k1") =>
      new SignJWT({ email: "a@b.co", given_name: "A", family_name: "B" })
        .setProtectedHeader({ alg: "RS256", kid })
        .setAudience("org:acme")
        .setJti("r1")
        .setIssuedAt()
        .setExpirationTime("2m")
        .sign(key);

    it("accepts an RS256 token signed with a published key", async () => {
      expect((await verifySsoToken(await rsToken(rsa.privateKey), { slug: "acme", secret: SECRET, jwksUrl })).ok).toBe(true);
    });

    it("refuses one signed with another key under the same kid", async () => {
      const other = await generateKeyPair("RS256");
      expect(await verifySsoToken(await rsToken(other.privateKey), { slug: "acme", secret: null, jwksUrl })).toEqual({ ok: false, error: "invalid-signature" });
    });

    it("refuses an RS256 token when the organisation has no JWKS URL", async () => {
      expect(await verifySsoToken(await rsToken(rsa.privateKey), KEYS)).toEqual({ ok: false, error: "invalid-signature" });
    });

    it("says unavailable when the JWKS cannot be fetched", async () => {
      serve = false;
      const url = `${jwksUrl}?fresh=1`; // a new key set, so nothing is cached
      expect(await verifySsoToken(await rsToken(rsa.privateKey), { slug: "acme", secret: null, jwksUrl: url })).toEqual({ ok: false, error: "unavailable" });
      serve = true;
    });
  });
});

describe("session-out URL", () => {
  it("accepts absolute http(s) URLs and paths on this site", () => {
    for (const ok of ["https://partner.example/signed-out", "http://partner.localhost:3000/bye?x=1", "/sso/session-ended"])
      expect(isSessionOutUrl(ok)).toBe(true);
  });
  it("refuses scripts, credentials, scheme-relative and odd paths", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "https://user:pw@partner.example/",
      "ftp://partner.example/",
      "sso/session-ended",
      "/%2F%2Fevil.example",
    ]) {
      expect(isSessionOutUrl(bad)).toBe(false);
    }
  });
  it("sends an SSO member whose check failed to the reported URL, and nobody else", () => {
    const failed = (is_sso: unknown, session_out_url: unknown) => ({ status: "failed", result: null, message: { ssocheck: { is_sso, session_out_url } } });
    expect(sessionOutTarget(failed(true, "https://partner.example/out"))).toBe("https://partner.example/out");
    expect(sessionOutTarget(failed(true, "/sso/session-ended"))).toBe("/sso/session-ended");
    expect(sessionOutTarget(failed(false, null))).toBeNull();
    expect(sessionOutTarget(failed(true, null))).toBeNull();
    expect(sessionOutTarget(failed(true, "javascript:alert(1)"))).toBeNull();
    expect(sessionOutTarget({ status: "success", message: { ssocheck: { is_sso: true, session_out_url: "https://partner.example/out" } } })).toBeNull();
    expect(sessionOutTarget(null)).toBeNull();
  });
});
