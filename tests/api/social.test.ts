import { SignJWT, decodeJwt, generateKeyPair } from "jose";
import { call, setCookies } from "../support/http";
import { closeTestDb, createOrg, createUser, testDb, uniqueEmail, TEST_PASSWORD } from "../support/factories";
import { extractLink, waitForMail } from "../support/mail";
import { facebookAppId, facebookToken, googleClientId, googleIdToken, googleIssuer } from "../support/social";

afterAll(closeTestDb);

type Opts = { host?: string };
const signIn = (jsonSign: Record<string, unknown>, opts: Opts = {}) => call("/api/signIn", { body: { jsonSign, navAgent: "jest" }, ...opts });
const signUp = (jsonRegister: Record<string, unknown>, opts: Opts = {}) => call("/api/signUp", { body: { jsonRegister }, ...opts });
const subOf = (token: string) => String(decodeJwt(token).sub);

/** Nothing about this address was written: no account, identity or session. */
async function expectNothingWritten(email: string) {
  expect(await testDb().user.count({ where: { email } })).toBe(0);
  expect(await testDb().identity.count({ where: { email } })).toBe(0);
}

async function expectSignedIn(res: Response, email: string) {
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ status: 1, message: "SUCCESS", result: { email } });
  const session = setCookies(res)["next-auth.session-token"];
  expect(session).toBeTruthy();
  // The cookie is a session everywhere in the app.
  const check = await call("/api/auth/checkLogin", { body: {}, cookies: { "next-auth.session-token": session! } });
  expect(await check.json()).toMatchObject({ status: "success", result: { email } });
  return body;
}

describe("googletoken on POST /api/signIn (verified with jose against the stand-in's JWKS)", () => {
  it("a new person with a verified Google e-mail is registered, confirmed, and signed in", async () => {
    const email = uniqueEmail("g-new");
    const token = await googleIdToken({ email, given_name: "Gina", family_name: "New" });
    await expectSignedIn(await signIn({ googletoken: token }), email);
    const user = await testDb().user.findFirstOrThrow({ where: { email }, include: { identities: true, password: true } });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.password).toBeNull();
    expect(user).toMatchObject({ firstName: "Gina", lastName: "New" });
    expect(user.identities).toEqual([expect.objectContaining({ provider: "google", providerAccountId: subOf(token), email, orgId: user.orgId })]);
  });

  it("links to an existing confirmed account when Google says the e-mail is verified, then signs in by the identity", async () => {
    const user = await createUser();
    const token = await googleIdToken({ email: user.email });
    await expectSignedIn(await signIn({ googletoken: token }), user.email);
    expect(await testDb().identity.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ provider: "google", providerAccountId: subOf(token) }),
    ]);
    // Again: the identity finds the account; nothing is duplicated; the password still works.
    await expectSignedIn(await signIn({ googletoken: await googleIdToken({ email: user.email }) }), user.email);
    expect(await testDb().identity.count({ where: { userId: user.id } })).toBe(1);
    expect((await signIn({ email_id: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it.each([
    [
      "a bad signature (signed with another key)",
      async (email: string) => {
        const { privateKey } = await generateKeyPair("RS256");
        const now = Math.floor(Date.now() / 1000);
        return new SignJWT({ email, email_verified: true, sub: "42", aud: googleClientId(), iss: googleIssuer(), iat: now, exp: now + 300 })
          .setProtectedHeader({ alg: "RS256", kid: "stand-in-key-1" })
          .sign(privateKey);
      },
    ],
    ["the wrong audience", (email: string) => googleIdToken({ email, aud: "another-sites-client-id" })],
    ["the wrong issuer", (email: string) => googleIdToken({ email, iss: "https://accounts.example.com" })],
    ["an expired token", (email: string) => googleIdToken({ email, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
    ["garbage", async () => "not-a-token"],
  ])("refuses %s: 401, a generic message, nothing written", async (_case, make) => {
    const email = uniqueEmail("g-bad");
    const res = await signIn({ googletoken: await make(email) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 0, message: "SOCIAL SIGN-IN FAILED", code: "SOCIAL_SIGN_IN_FAILED" });
    expect(setCookies(res)["next-auth.session-token"]).toBeUndefined();
    await expectNothingWritten(email);
  });

  it("an unverified Google e-mail never creates an account", async () => {
    const email = uniqueEmail("g-unverified");
    expect((await signIn({ googletoken: await googleIdToken({ email, email_verified: false }) })).status).toBe(401);
    await expectNothingWritten(email);
  });

  it("an unverified Google e-mail on an existing account: no link, a LINK_IDENTITY e-mail whose link completes it", async () => {
    const user = await createUser();
    const token = await googleIdToken({ email: user.email, email_verified: false });
    const res = await signIn({ googletoken: token });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: 0, code: "LINK_CONFIRMATION_SENT" });
    expect(setCookies(res)["next-auth.session-token"]).toBeUndefined();
    expect(await testDb().identity.count({ where: { userId: user.id } })).toBe(0);
    expect(await testDb().verificationToken.count({ where: { userId: user.id, purpose: "LINK_IDENTITY", usedAt: null } })).toBe(1);

    const mail = await waitForMail(user.email, { subject: /Connect Google/ });
    const link = extractLink(mail, "/link-account?key=");
    // Opened on another organisation's site it does nothing there, and stays usable on its own.
    expect(await (await call(new URL(link).pathname + new URL(link).search, { host: "partner.localhost" })).text()).toContain('data-testid="link-invalid"');
    const page = await call(new URL(link).pathname + new URL(link).search);
    expect(await page.text()).toContain('data-testid="link-linked"');
    expect(await testDb().identity.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ provider: "google", providerAccountId: subOf(token) }),
    ]);
    // Single use.
    expect(await (await call(new URL(link).pathname + new URL(link).search)).text()).toContain('data-testid="link-invalid"');
    // Now the identity signs in, even though Google still calls the address unverified.
    await expectSignedIn(await signIn({ googletoken: token }), user.email);
  });

  it("an account that never confirmed its e-mail is linked only through the e-mail, which also drops its unproven password", async () => {
    const user = await createUser({ verified: false });
    const res = await signIn({ googletoken: await googleIdToken({ email: user.email }) });
    expect(res.status).toBe(202);
    const link = extractLink(await waitForMail(user.email, { subject: /Connect Google/ }), "/link-account?key=");
    await call(new URL(link).pathname + new URL(link).search);
    const after = await testDb().user.findUniqueOrThrow({ where: { id: user.id }, include: { password: true, identities: true } });
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(after.password).toBeNull();
    expect(after.identities).toHaveLength(1);
  });

  it("is refused where the organisation has not enabled the provider (the partner site)", async () => {
    const res = await signIn({ googletoken: await googleIdToken({ email: uniqueEmail("g-partner") }) }, { host: "partner.localhost" });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("SOCIAL_NOT_AVAILABLE");
  });

  it("/api/auth/signIn takes the same token in jsonSingIn", async () => {
    const email = uniqueEmail("g-auth");
    const res = await call("/api/auth/signIn", { body: { jsonSingIn: { googletoken: await googleIdToken({ email }) }, ipAddress: "1.2.3.4" } });
    await expectSignedIn(res, email);
  });
});

describe("fbtoken on POST /api/signIn (Graph API debug_token and me, against the stand-in)", () => {
  it("signs in with a valid token of this app", async () => {
    const email = uniqueEmail("fb");
    const { access_token, user_id } = await facebookToken({ email, first_name: "Fiona", last_name: "Fb" });
    await expectSignedIn(await signIn({ fbtoken: access_token }), email);
    expect(await testDb().identity.findFirst({ where: { email } })).toMatchObject({ provider: "facebook", providerAccountId: user_id });
  });

  it.each([
    ["a token issued to another app", () => facebookToken({ email: uniqueEmail("fb-other"), app_id: `9${facebookAppId()}` })],
    ["an expired token", () => facebookToken({ email: uniqueEmail("fb-expired"), expired: true })],
  ])("refuses %s and writes nothing", async (_case, make) => {
    const before = await testDb().user.count();
    const { access_token } = await make();
    const res = await signIn({ fbtoken: access_token });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("SOCIAL_SIGN_IN_FAILED");
    expect(await testDb().user.count()).toBe(before);
  });

  it("a Facebook account without an e-mail to share cannot register", async () => {
    const before = await testDb().user.count();
    const { access_token } = await facebookToken({ first_name: "Nomail" });
    expect((await signIn({ fbtoken: access_token })).status).toBe(401);
    expect(await testDb().user.count()).toBe(before);
  });
});

describe("POST /api/signUp with a social token (SPEC §4: registers directly, welcome message)", () => {
  it("creates a confirmed account with its identity, the referral and the trip id — no password or title needed", async () => {
    const referrer = await createUser();
    await testDb().user.update({ where: { id: referrer.id }, data: { referralCode: `REF${referrer.id}` } });
    const email = uniqueEmail("g-signup");
    const res = await signUp({ googletoken: await googleIdToken({ email }), referral_code: `REF${referrer.id}`, referral_org: "default", trip_id: "TRIP-42" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 1,
      data: { code: 200, resp: "Welcome! Your account is ready.", isProfileCreated: true, messageCode: "SOCIAL_USER_CREATED" },
    });
    expect(setCookies(res)["next-auth.session-token"]).toBeTruthy();
    const user = await testDb().user.findFirstOrThrow({ where: { email }, include: { identities: true, password: true } });
    expect(user).toMatchObject({ tripId: "TRIP-42", referredById: referrer.id, title: null });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.password).toBeNull();
    expect(user.identities).toHaveLength(1);
    // No confirmation e-mail is needed: the provider verified the address.
    expect(await testDb().verificationToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("an existing account is 'User Already Exists' and is not linked by the sign-up call", async () => {
    const user = await createUser();
    const res = await signUp({ googletoken: await googleIdToken({ email: user.email }) });
    expect(await res.json()).toMatchObject({ status: 1, data: { code: 201, messageCode: "USER_ALREADY_CREATED" } });
    expect(await testDb().identity.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refusals write nothing (expired token, unverified e-mail)", async () => {
    for (const claims of [{ exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 600 }, { email_verified: false }]) {
      const email = uniqueEmail("g-refused");
      const res = await signUp({ googletoken: await googleIdToken({ email, ...claims }) });
      expect((await res.json()).data.isProfileCreated).toBe(false);
      await expectNothingWritten(email);
    }
  });

  it("honours the organisation's access-code rule: required, checked, consumed, and its plan granted", async () => {
    const org = await createOrg({ socialProviders: ["google", "facebook"], accessCodeFlag: 1 });
    const code = await testDb().accessCode.create({ data: { orgId: org.id, code: `S${org.id}X`, kind: "ACCESS", maxUses: 1, planName: "Social Plan" } });
    const email = uniqueEmail("g-code");
    const missing = await signUp({ googletoken: await googleIdToken({ email }) }, { host: org.host });
    expect(missing.status).toBe(400);
    expect((await missing.json()).data.resp).toBe("Please Enter The Access Code");
    const wrong = await signUp({ googletoken: await googleIdToken({ email }), accesscode: "NOPE" }, { host: org.host });
    expect(await wrong.json()).toMatchObject({ status: 0, data: { resp: "Invalid Access Code" } });
    await expectNothingWritten(email);
    const ok = await signUp({ googletoken: await googleIdToken({ email }), accesscode: code.code }, { host: org.host });
    expect((await ok.json()).data.isProfileCreated).toBe(true);
    const user = await testDb().user.findFirstOrThrow({ where: { email, orgId: org.id }, include: { subscriptions: true } });
    expect(user.accessCodeId).toBe(code.id);
    expect(user.subscriptions[0]).toMatchObject({ planName: "Social Plan", planStatus: "ACTIVE" });
    expect((await testDb().accessCode.findUniqueOrThrow({ where: { id: code.id } })).usedCount).toBe(1);
  });

  it("one Google account may hold an account in each organisation", async () => {
    const org = await createOrg({ socialProviders: ["google"] });
    const email = uniqueEmail("g-two-orgs");
    expect((await signUp({ googletoken: await googleIdToken({ email }) })).status).toBe(200);
    expect((await signUp({ googletoken: await googleIdToken({ email }) }, { host: org.host })).status).toBe(200);
    expect(await testDb().identity.count({ where: { email } })).toBe(2);
  });
});

describe("configuration and the redirect's server record", () => {
  it("getOrgConfig lists only the providers that show: enabled by the org and configured", async () => {
    expect((await (await call("/api/general/getOrgConfig")).json()).data.socialProviders).toEqual(["google", "facebook"]);
    expect((await (await call("/api/general/getOrgConfig", { host: "partner.localhost" })).json()).data.socialProviders).toEqual([]);
  });

  it("POST /api/social/start records the sign-up context server-side (OAuthState) behind an HttpOnly cookie", async () => {
    const res = await call("/api/social/start", {
      body: { provider: "google", mode: "signup", returnTo: "/hotel?signup=1&trip_id=T9", referral_code: "R1", trip_id: "T9", accesscode: "AC1" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1, data: { callbackUrl: "/hotel?trip_id=T9" } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("social_ctx="))).toMatch(/HttpOnly/);
    const id = setCookies(res).social_ctx!;
    const row = await testDb().oAuthState.findUniqueOrThrow({ where: { id } });
    expect(row.data).toMatchObject({
      provider: "google",
      mode: "signup",
      referral_code: "R1",
      trip_id: "T9",
      accesscode: "AC1",
      returnTo: "/hotel?trip_id=T9",
    });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await call("/api/social/start", { host: "partner.localhost", body: { provider: "google", mode: "signin" } })).status).toBe(404);
  });
});
