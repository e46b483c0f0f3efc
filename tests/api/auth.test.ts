import { call, setCookies } from "../support/http";
import { closeTestDb, createAccessCode, createInvitation, createUser, testDb, uniqueEmail, TEST_PASSWORD } from "../support/factories";
import { extractLink, waitForMail } from "../support/mail";
import { hash } from "@node-rs/argon2";
import { eventually } from "../support/eventually";
import { passwordHashCost } from "@/lib/auth/passwords";

afterAll(closeTestDb);

const signIn = (email: string, password: string, opts: { host?: string; localAddress?: string } = {}) =>
  call("/api/signIn", { body: { jsonSign: { email_id: email, password, usr_type: 2 }, navAgent: "jest" }, ...opts });

function register(overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) {
  return {
    jsonRegister: {
      email_id: uniqueEmail("api"),
      password: "Sunny!2026",
      title: 2,
      nationality: 1,
      language: "en-US",
      trip_id: "TRIP-9",
      referral_code: null,
      userdetails: { first_name: "Ana", last_name: "Api", mobile_no: "2025550100", mobile_country_code: "+1", country_code: "US" },
      ...overrides,
      ...(Object.keys(details).length ? { userdetails: { first_name: "Ana", last_name: "Api", ...details } } : {}),
    },
  };
}

describe("POST /api/signIn and /api/auth/signIn", () => {
  it("signs a member in with the SPEC §3 result, the session cookie and the legacy cookies", async () => {
    const user = await createUser({ planStatus: "ACTIVE-REFRESH" });
    const res = await signIn(user.email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 1,
      result: { email: user.email, userId: user.id, role: "Member", username: "Test", last_name: "Traveller", nationality: 1, is_promotion: false },
    });
    expect(Object.keys(body.result).sort()).toEqual([
      "currency_code",
      "email",
      "is_promotion",
      "language",
      "last_name",
      "nationality",
      "role",
      "subscription_details",
      "token",
      "userId",
      "username",
    ]);
    expect(body.result.subscription_details[0]).toMatchObject({ plan_status: "ACTIVE" });
    const cookies = setCookies(res);
    expect(cookies["next-auth.session-token"]).toBeTruthy();
    expect(cookies.userToken).toBe(body.result.token);
    expect(JSON.parse(cookies.userData!)).toMatchObject({ userId: user.id, email: user.email });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token"))).toMatch(/HttpOnly/);
    // The stored action "login".
    const activity = await testDb().userActivity.findFirst({ where: { userId: user.id, action: "login" } });
    expect(activity).toBeTruthy();
  });

  it("re-makes a password hash of an older argon2id cost at the configured one after a successful sign-in", async () => {
    const user = await createUser();
    const oldCost = await hash(TEST_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await testDb().passwordCredential.update({ where: { userId: user.id }, data: { hash: oldCost } });
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    const cost = passwordHashCost();
    const prefix = `$argon2id$v=19$m=${cost.memoryCost},t=${cost.timeCost},p=${cost.parallelism}$`;
    const stored = await eventually(
      async () => (await testDb().passwordCredential.findUniqueOrThrow({ where: { userId: user.id } })).hash,
      (h) => h.startsWith(prefix),
    );
    expect(stored).not.toBe(oldCost);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(user.email, "Wrong!pass1")).status).toBe(401);
  });

  it("/api/auth/signIn takes jsonSingIn and records the claimed IP without trusting it", async () => {
    const user = await createUser();
    const res = await call("/api/auth/signIn", {
      body: { jsonSingIn: { email_id: user.email, password: TEST_PASSWORD }, ipAddress: "9.9.9.9", navAgent: "jest" },
    });
    expect(res.status).toBe(200);
    const activity = await testDb().userActivity.findFirst({ where: { userId: user.id, action: "login" } });
    expect(activity?.ip).not.toBe("9.9.9.9");
    expect(activity?.meta).toEqual({ claimedIp: "9.9.9.9" });
  });

  it("refuses a wrong password and an unknown account alike (401, the spec's default message)", async () => {
    const user = await createUser();
    for (const [email, pw] of [
      [user.email, "Wrong!pass1"],
      [uniqueEmail("nobody"), TEST_PASSWORD],
    ] as const) {
      const res = await signIn(email, pw);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: 0, message: "INVALID EMAIL ADDRESS OR PASSWORD" });
    }
  });

  it("refuses an account whose e-mail is not confirmed yet (403 EMAIL_NOT_VERIFIED)", async () => {
    const user = await createUser({ verified: false });
    const res = await signIn(user.email, TEST_PASSWORD);
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("accounts belong to their organisation: a default-org account does not sign in on the partner host", async () => {
    const user = await createUser({ org: "default" });
    expect((await signIn(user.email, TEST_PASSWORD, { host: "partner.localhost" })).status).toBe(401);
  });

  it.each([
    ["missing payload", {}],
    ["wrong types", { jsonSign: { email_id: 42, password: ["x"] } }],
    ["empty fields", { jsonSign: { email_id: "  ", password: "" } }],
    ["a huge field", { jsonSign: { email_id: "a".repeat(5000), password: "x" } }],
    ["SQL in the e-mail", { jsonSign: { email_id: "' OR 1=1 --", password: "x" } }],
  ])("answers %s with a clear 4xx, never a 5xx", async (_, body) => {
    const res = await call("/api/signIn", { body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).status).toBe(0);
  });

  it("names the empty fields with the spec's messages", async () => {
    const res = await call("/api/signIn", { body: { jsonSign: { email_id: " ", password: "" } } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields.map((f: { message: string }) => f.message)).toEqual(["Please Enter Email Address", "Please Enter Password"]);
  });

  it("refuses a 10 MB body with 413", async () => {
    const res = await call("/api/signIn", {
      rawBody: JSON.stringify({ jsonSign: { email_id: "x".repeat(10 * 1024 * 1024) } }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
  });

  it("throttles guessing from one IP while the owner still signs in from another", async () => {
    const user = await createUser();
    const attacker = "127.0.0.2";
    let throttled: Response | undefined;
    for (let i = 0; i < 400 && !throttled; i++) {
      const res = await signIn(user.email, `Wrong!${i}aA`, { localAddress: attacker });
      if (res.status === 429) throttled = res;
    }
    expect(throttled).toBeDefined();
    expect(throttled!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await throttled!.json()).error.code).toBe("RATE_LIMITED");
    // Even the right password is refused from the attacking address now …
    expect((await signIn(user.email, TEST_PASSWORD, { localAddress: attacker })).status).toBe(429);
    // … but the owner, elsewhere, is not locked out.
    expect((await signIn(user.email, TEST_PASSWORD, { localAddress: "127.0.0.3" })).status).toBe(200);
  });
});

describe("POST /api/auth/checkLogin and /api/iqps/logout", () => {
  it("reports success for a live session and failed after logout (the replayed cookie is refused)", async () => {
    const user = await createUser();
    const cookie = setCookies(await signIn(user.email, TEST_PASSWORD))["next-auth.session-token"]!;
    const ok = await call("/api/auth/checkLogin", { body: {}, cookies: { "next-auth.session-token": cookie } });
    expect(await ok.json()).toMatchObject({ status: "success", result: { userId: user.id }, message: { ssocheck: { is_sso: false, session_out_url: null } } });
    const out = await call("/api/iqps/logout", { body: {}, cookies: { "next-auth.session-token": cookie } });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    for (const name of ["next-auth.session-token", "userToken", "userData", "no-plans-home", "impersonate"]) {
      expect(cleared.some((c) => c.startsWith(`${name}=;`) && /Max-Age=0/.test(c))).toBe(true);
    }
    const after = await call("/api/auth/checkLogin", { body: {}, cookies: { "next-auth.session-token": cookie } });
    expect(await after.json()).toMatchObject({ status: "failed", result: null });
  });

  it("keeps lastSeenAt to the minute: written by a check after a minute of silence, not by every check", async () => {
    const user = await createUser({ planStatus: "ACTIVE" });
    const cookie = setCookies(await signIn(user.email, TEST_PASSWORD))["next-auth.session-token"]!;
    const session = await testDb().session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    const check = async () => (await call("/api/auth/checkLogin", { body: {}, cookies: { "next-auth.session-token": cookie } })).json();
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await testDb().session.update({ where: { id: session.id }, data: { lastSeenAt: longAgo } });
    expect(await check()).toMatchObject({ status: "success", result: { userId: user.id, planStatus: "ACTIVE" } });
    const seen = (await testDb().session.findUniqueOrThrow({ where: { id: session.id } })).lastSeenAt!;
    expect(seen.getTime()).toBeGreaterThan(Date.now() - 30_000);
    expect(await check()).toMatchObject({ status: "success" });
    expect((await testDb().session.findUniqueOrThrow({ where: { id: session.id } })).lastSeenAt).toEqual(seen);
  });

  it("counts only plans that have not ended in planStatus, as member prices do", async () => {
    const user = await createUser({ planStatus: "ACTIVE" });
    const cookie = setCookies(await signIn(user.email, TEST_PASSWORD))["next-auth.session-token"]!;
    const check = async () => (await call("/api/auth/checkLogin", { body: {}, cookies: { "next-auth.session-token": cookie } })).json();
    expect(await check()).toMatchObject({ status: "success", result: { planStatus: "ACTIVE" } });
    await testDb().subscription.updateMany({ where: { userId: user.id }, data: { endsAt: new Date(Date.now() - 86_400_000) } });
    await eventually(check, (answer) => answer.result?.planStatus === "NOPLAN", { timeoutMs: 1000, everyMs: 50 });
    expect(await check()).toMatchObject({ status: "success", result: { userId: user.id, planStatus: "NOPLAN" } });
  });

  it("fails for a revoked session, an expired one and a deleted member's", async () => {
    const user = await createUser();
    const cookie = setCookies(await signIn(user.email, TEST_PASSWORD))["next-auth.session-token"]!;
    const session = await testDb().session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    const status = async () => (await (await call("/api/auth/checkLogin", { body: {}, cookies: { "next-auth.session-token": cookie } })).json()).status;
    // Another process's change reaches the web process as a notice after its commit: within moments, not before the
    // next request that happens to follow it (the plan test above waits the same way).
    const becomes = (expected: string) => eventually(status, (answer) => answer === expected, { timeoutMs: 1000, everyMs: 50 });
    expect(await status()).toBe("success");
    await testDb().session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await becomes("failed")).toBe("failed");
    await testDb().session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() + 3_600_000), revokedAt: new Date() } });
    expect(await becomes("failed")).toBe("failed");
    await testDb().session.update({ where: { id: session.id }, data: { revokedAt: null } });
    expect(await becomes("success")).toBe("success");
    await testDb().user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    expect(await becomes("failed")).toBe("failed");
  });

  it("accepts the legacy userToken instead of the cookie", async () => {
    const user = await createUser();
    const { result } = await (await signIn(user.email, TEST_PASSWORD)).json();
    const res = await call("/api/auth/checkLogin", { body: { token: result.token } });
    expect((await res.json()).status).toBe("success");
    const forged = await call("/api/auth/checkLogin", { body: { token: `${result.token}x` } });
    expect((await forged.json()).status).toBe("failed");
  });

  it("reports ssocheck for an SSO session that has ended, so the client can send the member to the partner", async () => {
    const user = await createUser({ org: "partner" });
    const session = await testDb().session.create({
      data: { userId: user.id, isSso: true, sessionOutUrl: "https://partner.example/session-out", expiresAt: new Date(Date.now() - 1000) },
    });
    const { mintLegacyTokenForTest } = await import("../support/tokens");
    const res = await call("/api/auth/checkLogin", { host: "partner.localhost", body: { token: mintLegacyTokenForTest(session.id) } });
    expect(await res.json()).toEqual({
      status: "failed",
      result: null,
      message: { ssocheck: { is_sso: true, session_out_url: "https://partner.example/session-out" } },
    });
  });

  it("a session cookie from one organisation is not a session on another's host", async () => {
    const user = await createUser({ org: "default" });
    const cookie = setCookies(await signIn(user.email, TEST_PASSWORD))["next-auth.session-token"]!;
    const res = await call("/api/auth/checkLogin", { host: "partner.localhost", body: {}, cookies: { "next-auth.session-token": cookie } });
    expect((await res.json()).status).toBe("failed");
  });
});

describe("POST /api/signUp/checkAccountForExists", () => {
  it("'data.data.code 404 = not found, 201 = exists with response message'", async () => {
    const user = await createUser();
    expect(await (await call("/api/signUp/checkAccountForExists", { body: { jsonSigUp: { email_id: uniqueEmail("free") } } })).json()).toMatchObject({
      data: { code: 404 },
    });
    expect(await (await call("/api/signUp/checkAccountForExists", { body: { jsonSigUp: { email_id: user.email.toUpperCase() } } })).json()).toMatchObject({
      data: { code: 201, message: "User Already Exists. Please login with Email" },
    });
  });
  it("refuses a missing or malformed e-mail with the spec's messages", async () => {
    const none = await call("/api/signUp/checkAccountForExists", { body: { jsonSigUp: { email_id: "" } } });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe("Please Enter Email ID");
    const bad = await call("/api/signUp/checkAccountForExists", { body: { jsonSigUp: { email_id: "not-mail" } } });
    expect((await bad.json()).message).toBe("Invalid Mail");
    expect((await call("/api/signUp/checkAccountForExists", { body: { jsonSigUp: 5 } })).status).toBe(400);
  });
});

describe("POST /api/signUp/validateAccessCode", () => {
  const check = (code: string | null, extra: Record<string, unknown> = {}) =>
    call("/api/signUp/validateAccessCode", { host: "partner.localhost", body: { jsonRegister: { email_id: uniqueEmail("ac"), accesscode: code, ...extra } } });

  it("passes on the default org, which asks for no code", async () => {
    const res = await call("/api/signUp/validateAccessCode", { body: { jsonRegister: { email_id: "a@b.co" } } });
    expect(await res.json()).toMatchObject({ data: { status: 1 } });
  });
  it("on the partner: missing, unknown, expired and used-up codes give status 0 with the text to show", async () => {
    const expired = await createAccessCode({ expiresAt: new Date(Date.now() - 1000) });
    const used = await createAccessCode({ maxUses: 1 });
    await testDb().accessCode.update({ where: { id: used.id }, data: { usedCount: 1 } });
    expect(await (await check(null)).json()).toMatchObject({ data: { status: 0, resp: "Please Enter The Access Code" } });
    expect(await (await check("NOPE")).json()).toMatchObject({ data: { status: 0, resp: "Invalid Access Code" } });
    expect(await (await check(expired.code)).json()).toMatchObject({ data: { status: 0, resp: "This Access Code Has Expired" } });
    expect(await (await check(used.code)).json()).toMatchObject({ data: { status: 0, resp: "This Access Code Has Already Been Used" } });
    expect(await (await check("blue2026")).json()).toMatchObject({ data: { status: 1 } });
  });
  it("a valid master code stands in for the access code", async () => {
    const master = await createAccessCode({ kind: "MASTER" });
    expect(await (await check(null, { mastercode: master.code })).json()).toMatchObject({ data: { status: 1 } });
  });
});

describe("POST /api/signUp", () => {
  it("creates an unconfirmed account with everything the payload carries, and e-mails a confirmation link", async () => {
    const body = register();
    const email = body.jsonRegister.email_id as string;
    const res = await call("/api/signUp", { body });
    expect(await res.json()).toEqual({
      status: 1,
      data: {
        code: 200,
        resp: "An email confirmation has been sent to your account. Please accept to continue your registration process.",
        isProfileCreated: true,
        messageCode: "USER_CREATED",
      },
    });
    const user = await testDb().user.findFirstOrThrow({ where: { email } });
    expect(user).toMatchObject({
      title: 2,
      firstName: "Ana",
      lastName: "Api",
      nationalityId: 1,
      phoneCountryCode: "+1",
      mobileNo: "2025550100",
      tripId: "TRIP-9",
      languageCode: "en-US",
      emailVerifiedAt: null,
      userType: 2,
    });
    expect(user.signupIp).toBeTruthy();
    const mail = await waitForMail(email, { subject: /Confirm/ });
    const link = extractLink(mail, "/verify-account?key=");
    expect(new URL(link).host).toMatch(/^localhost:\d+$/);
    // Cannot sign in before confirming; can after.
    expect((await signIn(email, "Sunny!2026")).status).toBe(403);
    const page = await call(new URL(link).pathname + new URL(link).search);
    expect(await page.text()).toContain("Your email address is confirmed");
    expect((await signIn(email, "Sunny!2026")).status).toBe(200);
  });

  it("takes a passphrase longer than SPEC §9's 13 (widened to 64 by issue #51): signs up, confirms and signs in with it; 65 is refused on the field", async () => {
    const passphrase = "Correct horse battery staple 2026!";
    const body = register({ password: passphrase });
    const email = body.jsonRegister.email_id as string;
    expect((await call("/api/signUp", { body })).status).toBe(200);
    const link = extractLink(await waitForMail(email, { subject: /Confirm/ }), "/verify-account?key=");
    await call(new URL(link).pathname + new URL(link).search);
    expect((await signIn(email, passphrase)).status).toBe(200);
    // Cut at 13, as the old cap would have typed it, it is not the password.
    expect((await signIn(email, passphrase.slice(0, 13))).status).toBe(401);

    const tooLong = await call("/api/signUp", { body: register({ password: `Aa1!${"x".repeat(61)}` }) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toEqual([
      {
        path: "jsonRegister.password",
        message: "Password must be between 8-13 characters with at least 1 lowercase, 1 uppercase, 1 number and 1 special character",
      },
    ]);
  });

  it("'status 1 with code 201' for an existing account, and writes nothing", async () => {
    const user = await createUser();
    const before = await testDb().user.count();
    const res = await call("/api/signUp", { body: register({ email_id: user.email }) });
    expect(await res.json()).toMatchObject({ status: 1, data: { code: 201, resp: "User Already Exists. Please login with Email", isProfileCreated: false } });
    expect(await testDb().user.count()).toBe(before);
  });

  it.each([
    ["no first name", register({}, { first_name: "", last_name: "X" }), "Please Enter First Name"],
    [
      "HTML in a name",
      register({}, { first_name: "<script>alert(1)</script>", last_name: "X" }),
      "First name may contain letters, spaces, apostrophes and hyphens only",
    ],
    [
      "SQL in a name",
      register({}, { first_name: "Ana", last_name: 'x\'); DROP TABLE "User";--' }),
      "Last name may contain letters, spaces, apostrophes and hyphens only",
    ],
    [
      "a weak password",
      register({ password: "sunny2026" }),
      "Password must be between 8-13 characters with at least 1 lowercase, 1 uppercase, 1 number and 1 special character",
    ],
    ["no title", register({ title: null }), "Please Select Title"],
    ["a bad e-mail", register({ email_id: "nope" }), "Invalid Mail"],
    ["letters in the phone", register({}, { first_name: "Ana", last_name: "X", mobile_no: "555abc" }), "Phone number may contain digits only (at most 15)"],
    [
      "an impossible phone number",
      register({}, { first_name: "Ana", last_name: "X", mobile_no: "2345678", country_code: "US" }),
      "Please Enter A Valid Phone Number",
    ],
  ])("refuses %s with 400 and the reason, writing nothing", async (_, body, message) => {
    const before = await testDb().user.count();
    const res = await call("/api/signUp", { body });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.status).toBe(0);
    expect(json.data.resp).toBe(message);
    expect(await testDb().user.count()).toBe(before);
  });

  it("on the partner host requires a valid access code, and a single-use code serves exactly one sign-up", async () => {
    const code = await createAccessCode({ maxUses: 1, planName: "Lagoon Plus" });
    const noCode = await call("/api/signUp", { host: "partner.localhost", body: register() });
    expect((await noCode.json()).data.resp).toBe("Please Enter The Access Code");
    const results = await Promise.all(
      [1, 2, 3].map(() => call("/api/signUp", { host: "partner.localhost", body: register({ accesscode: code.code }) }).then((r) => r.json())),
    );
    expect(results.filter((r) => r.data.isProfileCreated).length).toBe(1);
    expect(results.filter((r) => !r.data.isProfileCreated).every((r) => r.data.resp === "This Access Code Has Already Been Used")).toBe(true);
    const created = await testDb().user.findFirstOrThrow({ where: { accessCodeId: code.id }, include: { subscriptions: true } });
    expect(created.subscriptions[0]).toMatchObject({ planName: "Lagoon Plus", planStatus: "ACTIVE", accessCode: code.code });
  });

  it("a nationality past the database's integers (2147483648) is a 400 on the field and writes nothing; 2147483647 is an unknown one", async () => {
    const body = register({ nationality: 2147483648 });
    const res = await call("/api/signUp", { body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([{ path: "jsonRegister.nationality", message: "Use an id from 1 to 2147483647" }]);
    expect(await testDb().user.count({ where: { email: body.jsonRegister.email_id as string } })).toBe(0);
    // In range but no such nationality: the account gets the default one (SPEC §9 "nationality id 1").
    const fits = register({ nationality: "2147483647" });
    expect((await call("/api/signUp", { body: fits })).status).toBe(200);
    expect(await testDb().user.findFirstOrThrow({ where: { email: fits.jsonRegister.email_id as string } })).toMatchObject({ nationalityId: 1 });
  });

  it("a social token that does not verify registers nothing (social sign-up: tests/api/social.test.ts)", async () => {
    const body = register({ googletoken: "abc" });
    const res = await call("/api/signUp", { body });
    expect(res.status).toBe(401);
    expect((await res.json()).data.isProfileCreated).toBe(false);
    expect(await testDb().user.count({ where: { email: body.jsonRegister.email_id as string } })).toBe(0);
  });
});

describe("invitations, resend, forgot and reset", () => {
  it("GET /api/signUp/invitation returns the SPEC §3 invitation info for a live key only", async () => {
    const inv = await createInvitation({ mastercode: "MASTER1", tripid: "T-77" });
    const res = await call(`/api/signUp/invitation?key=${inv.key}`);
    expect(await res.json()).toEqual({
      status: 1,
      data: {
        mastercode: "MASTER1",
        email: inv.email,
        firstname: "Ivy",
        lastname: "Invitee",
        title: 1,
        phonenumber: "2025550188",
        countrycode: "US",
        lang: null,
        tripid: "T-77",
      },
    });
    expect((await call("/api/signUp/invitation?key=nope")).status).toBe(404);
    expect((await call(`/api/signUp/invitation?key=${inv.key}`, { host: "partner.localhost" })).status).toBe(404);
  });

  it("resend and forgot answer the same for unknown addresses, and refuse bad input", async () => {
    for (const path of ["/api/auth/resendVerification", "/api/auth/forgotPassword"]) {
      const res = await call(path, { body: { email: uniqueEmail("ghost") } });
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe(1);
      expect((await call(path, { body: { email: "nope" } })).status).toBe(400);
    }
  });

  it("a reset link works once, changes the password and signs out every session", async () => {
    const user = await createUser();
    const cookie = setCookies(await signIn(user.email, TEST_PASSWORD))["next-auth.session-token"]!;
    await call("/api/auth/forgotPassword", { body: { email: user.email } });
    const key = new URL(extractLink(await waitForMail(user.email, { subject: /Reset/ }), "/change-password?key=")).searchParams.get("key")!;
    const weak = await call("/api/auth/resetPassword", { body: { key, password: "weak", confirmPassword: "weak" } });
    expect(weak.status).toBe(400);
    const ok = await call("/api/auth/resetPassword", { body: { key, password: "Fresh!2026", confirmPassword: "Fresh!2026" } });
    expect(ok.status).toBe(200);
    expect((await call("/api/auth/resetPassword", { body: { key, password: "Again!2026", confirmPassword: "Again!2026" } })).status).toBe(400);
    expect((await (await call("/api/auth/checkLogin", { body: {}, cookies: { "next-auth.session-token": cookie } })).json()).status).toBe("failed");
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, "Fresh!2026")).status).toBe(200);
  });
});

describe("GET /api/get-ip and POST /api/iqps/user-fqs", () => {
  it("get-ip returns the address the server saw, ignoring forwarded headers", async () => {
    const res = await call("/api/get-ip", { headers: { "x-forwarded-for": "6.6.6.6" }, localAddress: "127.0.0.4" });
    expect(await res.json()).toEqual({ ip: "127.0.0.4" });
  });
  it("user-fqs records an action for the signed-in user only", async () => {
    const user = await createUser();
    const other = await createUser();
    const cookie = setCookies(await signIn(user.email, TEST_PASSWORD))["next-auth.session-token"]!;
    const cookies = { "next-auth.session-token": cookie };
    expect((await call("/api/iqps/user-fqs", { body: { userId: user.id, ip: "1.2.3.4", action: "search" } })).status).toBe(401);
    expect((await call("/api/iqps/user-fqs", { body: { userId: user.id, ip: "1.2.3.4", action: "search" }, cookies })).status).toBe(200);
    expect((await call("/api/iqps/user-fqs", { body: { userId: other.id, ip: "1.2.3.4", action: "search" }, cookies })).status).toBe(403);
    expect((await call("/api/iqps/user-fqs", { body: { userId: user.id, action: "<script>" }, cookies })).status).toBe(400);
    expect(await testDb().userActivity.count({ where: { userId: user.id, action: "search" } })).toBe(1);
  });
});
