import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type CryptoKey } from "jose";
import { call, setCookies } from "../support/http";
import { closeTestDb, createSsoOrg, createUser, testDb, uniqueEmail } from "../support/factories";
import { partnerToken, type PartnerToken } from "../support/sso";

afterAll(closeTestDb);

/** The link a partner sends its member to: /login/sso?key=<JWT> on our organisation's host. */
const ssoLink = (host: string, token: string, path = "/login/sso") => call(`${path}?key=${encodeURIComponent(token)}`, { host });
const refusedWith = (code: string) => `/login/sso?error=${code}`;
/** Sign-in cookies a response sets (the proxy's SPEC §9 cookies, set on every first visit, are not counted). */
const signInCookieNames = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.slice(0, c.indexOf("=")))
    .filter((name) => ["next-auth.session-token", "userToken", "userData"].includes(name));

type Org = Awaited<ReturnType<typeof createSsoOrg>>;
const tokenFor = (org: Org, t: Partial<PartnerToken> = {}) => partnerToken({ secret: org.secret, aud: org.audience, ...t });

let org: Org;
beforeAll(async () => {
  org = await createSsoOrg();
});

describe("GET /login/sso?key= (partner single sign-on)", () => {
  it("signs a new member in: 303 to the landing path, the sign-in cookies, an SSO session with the session-out URL", async () => {
    const email = uniqueEmail("sso");
    const token = await tokenFor(org, {
      claims: {
        email: email.toUpperCase(),
        given_name: "Sam",
        family_name: "Sso",
        sub: "partner-42",
        language: "fr-FR",
        currency: "eur",
        trip_id: "TRIP-7",
        landing_path: "/wallet",
      },
    });
    const res = await ssoLink(org.host, token);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/wallet");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookies = setCookies(res);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="))).toMatch(/HttpOnly/);
    expect(cookies.userToken).toBeTruthy();
    expect(JSON.parse(cookies.userData!)).toMatchObject({ email, username: "Sam", last_name: "Sso", language: "fr-FR", currency_code: "EUR" });
    expect(cookies.lan_code).toBe("fr-FR");
    expect(cookies.currency_code).toBe("EUR");

    const users = await testDb().user.findMany({ where: { orgId: org.id, email }, include: { identities: true, password: true } });
    expect(users).toHaveLength(1);
    const user = users[0]!;
    expect(user).toMatchObject({
      userType: 2,
      role: "Member",
      firstName: "Sam",
      lastName: "Sso",
      languageCode: "fr-FR",
      currencyCode: "EUR",
      tripId: "TRIP-7",
      password: null,
    });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.identities).toMatchObject([{ provider: `sso:${org.slug}`, providerAccountId: "partner-42", email }]);

    const session = await testDb().session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session).toMatchObject({ isSso: true, sessionOutUrl: "https://partner.example/signed-out", revokedAt: null });
    // SSO_SESSION_MAX_AGE: 8 hours by default, not the 30 days of a password sign-in.
    expect(Math.abs(session.expiresAt.getTime() - session.createdAt.getTime() - 8 * 3600_000)).toBeLessThan(60_000);
    expect(await testDb().userActivity.count({ where: { userId: user.id, action: "sso-login" } })).toBe(1);
    expect(await testDb().ssoTokenUse.count({ where: { orgId: org.id } })).toBeGreaterThan(0);

    const check = await call("/api/auth/checkLogin", { host: org.host, body: {}, cookies: { "next-auth.session-token": cookies["next-auth.session-token"]! } });
    expect(await check.json()).toMatchObject({
      status: "success",
      result: { userId: user.id, email },
      message: { ssocheck: { is_sso: true, session_out_url: "https://partner.example/signed-out" } },
    });
  });

  it("signs the same member in again without a second account, replacing the browser's previous session", async () => {
    const email = uniqueEmail("again");
    const first = await ssoLink(org.host, await tokenFor(org, { claims: { email, given_name: "First", family_name: "Name" } }));
    expect(first.status).toBe(303);
    const firstCookie = setCookies(first)["next-auth.session-token"]!;
    const second = await call(`/login/sso?key=${await tokenFor(org, { claims: { email, given_name: "Changed", family_name: "Elsewhere" } })}`, {
      host: org.host,
      cookies: { "next-auth.session-token": firstCookie },
    });
    expect(second.status).toBe(303);
    const users = await testDb().user.findMany({ where: { orgId: org.id, email } });
    expect(users).toHaveLength(1);
    // The profile is the member's own after the first sign-in: names are not overwritten.
    expect(users[0]).toMatchObject({ firstName: "First", lastName: "Name" });
    const sessions = await testDb().session.findMany({ where: { userId: users[0]!.id }, orderBy: { createdAt: "asc" } });
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.revokedAt).toBeInstanceOf(Date);
    expect(sessions[1]!.revokedAt).toBeNull();
  });

  it("lands an existing password account in the same account, and confirms an unconfirmed one", async () => {
    const partnerOrg = await createSsoOrg();
    const existing = await testDb().user.create({
      data: { orgId: partnerOrg.id, email: uniqueEmail("existing"), firstName: "Ex", lastName: "Isting", emailVerifiedAt: null },
    });
    const res = await ssoLink(partnerOrg.host, await tokenFor(partnerOrg, { claims: { email: existing.email } }));
    expect(res.status).toBe(303);
    expect(JSON.parse(setCookies(res).userData!)).toMatchObject({ userId: existing.id });
    expect((await testDb().user.findUniqueOrThrow({ where: { id: existing.id } })).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses a replayed jti, and opens no second session", async () => {
    const email = uniqueEmail("replay");
    const token = await tokenFor(org, { claims: { email } });
    expect((await ssoLink(org.host, token)).status).toBe(303);
    const again = await ssoLink(org.host, token);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(refusedWith("replayed"));
    expect(signInCookieNames(again)).toEqual([]);
    const user = await testDb().user.findFirstOrThrow({ where: { orgId: org.id, email } });
    expect(await testDb().session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("keeps each organisation's jti values apart: the same jti works once on each", async () => {
    const other = await createSsoOrg();
    const jti = `shared-${Date.now()}`;
    expect((await ssoLink(org.host, await tokenFor(org, { jti }))).headers.get("location")).toBe("/");
    expect((await ssoLink(other.host, await tokenFor(other, { jti }))).headers.get("location")).toBe("/");
    expect((await ssoLink(other.host, await tokenFor(other, { jti }))).headers.get("location")).toBe(refusedWith("replayed"));
  });

  it.each<[string, (o: Org) => Promise<string>, string]>([
    ["a bad signature", (o) => tokenFor(o, { secret: "not-the-partner-secret-but-long-enough-0123" }), "invalid-signature"],
    [
      "a tampered payload",
      async (o) => {
        const [h, , s] = (await tokenFor(o)).split(".");
        const body = Buffer.from(
          JSON.stringify({
            aud: o.audience,
            jti: "t",
            iat: Math.floor(Date.now() / 1000),
            exp: Math.floor(Date.now() / 1000) + 60,
            email: "boss@partner.example",
            given_name: "B",
            family_name: "Oss",
          }),
        ).toString("base64url");
        return `${h}.${body}.${s}`;
      },
      "invalid-signature",
    ],
    ["a wrong audience", (o) => tokenFor(o, { aud: "org:somebody-else" }), "wrong-organisation"],
    ["no audience", (o) => tokenFor(o, { aud: [] }), "invalid-token"],
    ["an expired token", (o) => tokenFor(o, { iat: -400, exp: -100 }), "expired"],
    ["exp more than five minutes after iat", (o) => tokenFor(o, { exp: 600 }), "invalid-token"],
    ["a token issued in the future", (o) => tokenFor(o, { iat: 600, exp: 700 }), "invalid-token"],
    ["a missing e-mail", (o) => tokenFor(o, { claims: { email: undefined } }), "invalid-token"],
    ["an invalid e-mail", (o) => tokenFor(o, { claims: { email: "not-an-email" } }), "invalid-token"],
    ["missing names", (o) => tokenFor(o, { claims: { given_name: undefined, family_name: "" } }), "invalid-token"],
    ["a missing jti", (o) => tokenFor(o, { jti: null }), "invalid-token"],
    ["a token that is not a JWT", async () => "definitely-not-a-token", "invalid-signature"],
  ])("refuses %s", async (_, make, code) => {
    const res = await ssoLink(org.host, await make(org));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(refusedWith(code));
    expect(signInCookieNames(res)).toEqual([]);
  });

  it("refuses a token for one organisation presented on another organisation's host", async () => {
    const other = await createSsoOrg();
    const email = uniqueEmail("crossorg");
    const res = await ssoLink(other.host, await tokenFor(org, { claims: { email } }));
    expect(res.headers.get("location")).toBe(refusedWith("wrong-organisation"));
    // Even when both organisations share a secret, the audience keeps them apart.
    await testDb().organization.update({ where: { id: other.id }, data: { ssoSecret: org.secret } });
    expect((await ssoLink(other.host, await tokenFor(org, { claims: { email } }))).headers.get("location")).toBe(refusedWith("wrong-organisation"));
    expect(await testDb().user.count({ where: { email } })).toBe(0);
  });

  it("refuses when the organisation has SSO switched off or no key to check with", async () => {
    const off = await createSsoOrg({ ssoEnabled: false });
    expect((await ssoLink(off.host, await tokenFor(off))).headers.get("location")).toBe(refusedWith("not-enabled"));
    const keyless = await createSsoOrg({ ssoSecret: null });
    expect((await ssoLink(keyless.host, await partnerToken({ secret: "x".repeat(40), aud: keyless.audience }))).headers.get("location")).toBe(
      refusedWith("not-enabled"),
    );
    // The default organisation has no SSO.
    expect((await ssoLink("localhost", await partnerToken({ secret: "x".repeat(40), aud: "org:default" }))).headers.get("location")).toBe(
      refusedWith("not-enabled"),
    );
  });

  it("refuses a closed account", async () => {
    const email = uniqueEmail("closed");
    await testDb().user.create({ data: { orgId: org.id, email, firstName: "Gone", lastName: "Away", deletedAt: new Date() } });
    expect((await ssoLink(org.host, await tokenFor(org, { claims: { email } }))).headers.get("location")).toBe(refusedWith("account-closed"));
  });

  it("asks for a token when there is none", async () => {
    const res = await call("/api/auth/sso", { host: org.host });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(refusedWith("missing"));
  });

  it("ignores a language or currency we do not offer", async () => {
    const email = uniqueEmail("prefs");
    const res = await ssoLink(org.host, await tokenFor(org, { claims: { email, language: "xx-YY", currency: "ZZZ" } }));
    expect(res.headers.get("location")).toBe("/");
    // Only the proxy's defaults for a first visit: the organisation's language and currency.
    const cookies = setCookies(res);
    expect(cookies.lan_code).toBe("en-US");
    expect(cookies.currency_code).toBe("USD");
    expect(await testDb().user.findFirstOrThrow({ where: { orgId: org.id, email } })).toMatchObject({ languageCode: null, currencyCode: null });
  });

  it("answers on /api/auth/sso too (the route /login/sso?key= is rewritten to)", async () => {
    const res = await ssoLink(org.host, await tokenFor(org, { claims: { landing_path: "/user/my-trips?tab=upcoming" } }), "/api/auth/sso");
    expect(res.headers.get("location")).toBe("/user/my-trips?tab=upcoming");
  });

  describe("the landing path stays on this site", () => {
    it.each([
      "//evil.example",
      "https://evil.example",
      "http://evil.example/wallet",
      "/%2F%2Fevil.example",
      "/%2f%2fevil.example",
      "/\\evil.example",
      "/%5Cevil.example",
      "/\t/evil.example",
      "/.//evil.example",
      "javascript:alert(document.cookie)",
      "evil.example",
    ])("%j lands on /", async (landing) => {
      const res = await ssoLink(org.host, await tokenFor(org, { claims: { landing_path: landing } }));
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
      expect(setCookies(res)["next-auth.session-token"]).toBeTruthy();
    });
  });

  it("an SSO session that has ended reports its session-out URL to checkLogin", async () => {
    const email = uniqueEmail("ended");
    const res = await ssoLink(org.host, await tokenFor(org, { claims: { email } }));
    const cookie = setCookies(res)["next-auth.session-token"]!;
    const user = await testDb().user.findFirstOrThrow({ where: { orgId: org.id, email } });
    await testDb().session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const check = await call("/api/auth/checkLogin", { host: org.host, body: {}, cookies: { "next-auth.session-token": cookie } });
    expect(await check.json()).toEqual({
      status: "failed",
      result: null,
      message: { ssocheck: { is_sso: true, session_out_url: "https://partner.example/signed-out" } },
    });
  });

  it("a password session of the same member is not an SSO session", async () => {
    const user = await createUser({ org: "partner" });
    const res = await call("/api/signIn", { host: "partner.localhost", body: { jsonSign: { email_id: user.email, password: user.password } } });
    const session = await testDb().session.findFirstOrThrow({ where: { userId: user.id } });
    expect(res.status).toBe(200);
    expect(session).toMatchObject({ isSso: false, sessionOutUrl: null });
  });
});

describe("partner keys from a JWKS URL (RS256, ES256)", () => {
  let server: http.Server;
  let jwksOrg: Org;
  let rsa: CryptoKey;
  let ec: CryptoKey;
  beforeAll(async () => {
    const rsaPair = await generateKeyPair("RS256");
    const ecPair = await generateKeyPair("ES256");
    rsa = rsaPair.privateKey;
    ec = ecPair.privateKey;
    const keys = [
      { ...(await exportJWK(rsaPair.publicKey)), kid: "rsa-1", alg: "RS256", use: "sig" },
      { ...(await exportJWK(ecPair.publicKey)), kid: "ec-1", alg: "ES256", use: "sig" },
    ];
    // The partner's key endpoint, on the loopback address the server under test can reach.
    server = http.createServer((_, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys })));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    jwksOrg = await createSsoOrg({ ssoSecret: null, ssoJwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json` });
  });
  afterAll(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections(); // the keep-alive sockets of JWKS fetches would hold close() open
        server.close(resolve);
      }),
  );

  it("signs members in with RS256 and ES256 tokens from the published keys", async () => {
    for (const privateKey of [
      { key: rsa, alg: "RS256" as const, kid: "rsa-1" },
      { key: ec, alg: "ES256" as const, kid: "ec-1" },
    ]) {
      const res = await ssoLink(jwksOrg.host, await partnerToken({ privateKey, aud: jwksOrg.audience, claims: { landing_path: "/wallet" } }));
      expect(res.headers.get("location")).toBe("/wallet");
    }
  });

  it("refuses a key the partner did not publish, and HS256 tokens when the organisation only has a JWKS", async () => {
    const stranger = (await generateKeyPair("RS256")).privateKey;
    const forged = await partnerToken({ privateKey: { key: stranger, alg: "RS256", kid: "rsa-1" }, aud: jwksOrg.audience });
    expect((await ssoLink(jwksOrg.host, forged)).headers.get("location")).toBe(refusedWith("invalid-signature"));
    const hs = await partnerToken({ secret: "y".repeat(40), aud: jwksOrg.audience });
    expect((await ssoLink(jwksOrg.host, hs)).headers.get("location")).toBe(refusedWith("invalid-signature"));
  });
});

describe("the refusal page /login/sso?error=", () => {
  it.each([
    ["expired", "This sign-in link has expired."],
    ["replayed", "This sign-in link has already been used."],
    ["invalid-signature", "This sign-in link could not be verified."],
    ["wrong-organisation", "This sign-in link was issued for a different website."],
    ["not-enabled", "Partner sign-in is not available on this website."],
  ])("explains %s in words, with a link home", async (code, text) => {
    const res = await call(`/login/sso?error=${code}`, { host: "partner.localhost" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(text);
    expect(html).toContain(`data-testid="sso-error-${code}"`);
    expect(html).toContain("Go to the home page");
  });

  it("is translated", async () => {
    const html = await (await call("/login/sso?error=expired&lang=fr-FR", { host: "partner.localhost" })).text();
    expect(html).toContain("Ce lien de connexion a expiré.");
  });

  it("shows no raw code for an unknown error, and asks for a link when there is none", async () => {
    expect(await (await call("/login/sso?error=%3Cscript%3E", { host: "partner.localhost" })).text()).toContain('data-testid="sso-error-invalid-token"');
    expect(await (await call("/login/sso", { host: "partner.localhost" })).text()).toContain('data-testid="sso-error-missing"');
  });
});

describe("an agent's client signing in through the partner", () => {
  it("takes the account over on the first sign-in: the agent link ends once, and the owner may accept it again", async () => {
    const agent = await createUser({ orgId: org.id, userType: 1 });
    const client = await createUser({ orgId: org.id });
    await testDb().user.update({ where: { id: client.id }, data: { agentId: agent.id } });
    const signIn = async () =>
      expect((await ssoLink(org.host, await tokenFor(org, { claims: { email: client.email, sub: `agent-client-${client.id}` } }))).status).toBe(303);
    await signIn();
    expect((await testDb().user.findUniqueOrThrow({ where: { id: client.id } })).agentLink).toBe("ENDED");
    expect(await testDb().emailOutbox.count({ where: { to: client.email, subject: { contains: "travel agent" } } })).toBe(1);
    // Accepted afterwards, it stays accepted through the next sign-ins.
    await testDb().user.update({ where: { id: client.id }, data: { agentLink: "ACCEPTED" } });
    await signIn();
    expect((await testDb().user.findUniqueOrThrow({ where: { id: client.id } })).agentLink).toBe("ACCEPTED");
  });
});
