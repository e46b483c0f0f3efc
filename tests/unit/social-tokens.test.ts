import http from "node:http";
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from "jose";
import { verifyGoogleIdToken } from "@/lib/auth/social/verify-google-id-token";
import { verifyFacebookToken } from "@/lib/auth/social/verify-facebook-token";
import { startFacebookStandIn, type FacebookStandIn } from "../../scripts/stand-ins/facebook-graph.mjs";
import { closedPort } from "../support/ports";

jest.mock("@/lib/db", () => ({ db: {} }));

/** A minimal OpenID issuer: discovery and JWKS only (the full stand-in runs in the API and e2e suites). */
async function startIssuer() {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  const server = http.createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/openid-configuration") res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (req.url === "/jwks") res.end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { issuer, privateKey, server };
}

describe("verifyGoogleIdToken (jose against the issuer's JWKS)", () => {
  let idp: Awaited<ReturnType<typeof startIssuer>>;
  const clientId = "client-123";
  beforeAll(async () => {
    idp = await startIssuer();
  });
  afterAll(() => new Promise((resolve) => idp.server.close(resolve)));

  const now = () => Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, key: CryptoKey = idp.privateKey, kid = "k1") =>
    new SignJWT({
      sub: "1001",
      email: "Gina@Example.test",
      email_verified: true,
      given_name: "Gina",
      family_name: "Google",
      aud: clientId,
      iss: idp.issuer,
      iat: now(),
      exp: now() + 300,
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid })
      .sign(key);
  const verify = (token: string) => verifyGoogleIdToken(token, { issuer: idp.issuer, clientId });

  it("accepts a valid token and reads the person from it", async () => {
    expect(await verify(await sign({}))).toEqual({
      ok: true,
      profile: { provider: "google", providerAccountId: "1001", email: "gina@example.test", emailVerified: true, firstName: "Gina", lastName: "Google" },
    });
  });
  it("reports an unverified e-mail as such (the caller decides)", async () => {
    const check = await verify(await sign({ email_verified: false }));
    expect(check.ok && check.profile.emailVerified).toBe(false);
  });
  it.each([
    ["signature", async () => sign({}, (await generateKeyPair("RS256")).privateKey)],
    ["audience", () => sign({ aud: "someone-elses-client" })],
    ["issuer", () => sign({ iss: "https://evil.example" })],
    ["expired", () => sign({ iat: now() - 3600, exp: now() - 600 })],
    ["claims", () => sign({ sub: undefined })],
    ["malformed", async () => "not.a.jwt"],
  ])("refuses a token with a bad %s", async (reason, make) => {
    expect(await verify(await make())).toEqual({ ok: false, reason });
  });
  it("answers 'unavailable' when the issuer cannot be reached", async () => {
    expect(await verifyGoogleIdToken(await sign({}), { issuer: `http://127.0.0.1:${await closedPort()}`, clientId })).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});

describe("verifyFacebookToken (Graph API debug_token and me, against the stand-in)", () => {
  let fb: FacebookStandIn;
  beforeAll(async () => {
    fb = await startFacebookStandIn();
  });
  afterAll(() => fb.stop());
  const token = async (body: Record<string, unknown>) =>
    ((await (await fetch(`${fb.graphUrl}/test/token`, { method: "POST", body: JSON.stringify(body) })).json()) as { access_token: string }).access_token;
  const verify = (t: string, appId = fb.appId, appSecret = fb.appSecret) => verifyFacebookToken(t, { graphUrl: fb.graphUrl, appId, appSecret });

  it("accepts a token of this app and reads the person", async () => {
    const check = await verify(await token({ email: "Fiona@Example.test", first_name: "Fiona", last_name: "Fb" }));
    expect(check).toMatchObject({
      ok: true,
      profile: { provider: "facebook", email: "fiona@example.test", emailVerified: true, firstName: "Fiona", lastName: "Fb" },
    });
  });
  it("an account with no e-mail to share comes back without one", async () => {
    expect(await verify(await token({ first_name: "Nomail" }))).toMatchObject({ ok: true, profile: { email: null, emailVerified: false } });
  });
  it("refuses a token issued to another app", async () => {
    expect(await verify(await token({ email: "x@example.test", app_id: "999" }))).toEqual({ ok: false, reason: "app-mismatch" });
  });
  it("refuses unknown, expired and malformed tokens", async () => {
    expect(await verify("EAAunknowntoken1234567")).toEqual({ ok: false, reason: "invalid" });
    expect(await verify(await token({ email: "x@example.test", expired: true }))).toEqual({ ok: false, reason: "invalid" });
    expect(await verify("bad token!")).toEqual({ ok: false, reason: "malformed" });
  });
  it("answers 'unavailable' when the app secret is wrong or the Graph API is down", async () => {
    const t = await token({ email: "x@example.test" });
    expect(await verify(t, fb.appId, "wrong-secret")).toEqual({ ok: false, reason: "unavailable" });
    expect(await verifyFacebookToken(t, { graphUrl: `http://127.0.0.1:${await closedPort()}`, appId: fb.appId, appSecret: fb.appSecret })).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});
