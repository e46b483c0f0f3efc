import { SignJWT } from "jose";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, uniqueEmail, TEST_PASSWORD } from "../support/factories";
import { listMail } from "../support/mail";
import { allUp, eventually, leaksInternals, setMode } from "./support/faults";

afterAll(closeTestDb);
afterEach(allUp);
jest.setTimeout(180_000);

/** Issue 11: "Savings provider, SMTP and OAuth stand-ins failing or hanging: timeouts, clear messages, no duplicates." */

function registration(email: string) {
  return {
    jsonRegister: {
      email_id: email,
      password: "Sunny!2026",
      title: 2,
      nationality: 1,
      language: "en-US",
      userdetails: { first_name: "Fay", last_name: "Fault", mobile_no: "2025550100", mobile_country_code: "+1", country_code: "US" },
    },
  };
}

describe("SMTP", () => {
  it.each([["down"], ["hang"]] as const)("SMTP %s: sign-up still answers promptly; the e-mail goes out exactly once when SMTP is back", async (mode) => {
    await setMode("smtp", mode);
    const email = uniqueEmail(`smtp-${mode}`);
    const started = Date.now();
    const res = await call("/api/signUp", { body: registration(email) });
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    expect((await res.json()).data.isProfileCreated).toBeTruthy();
    // A request waits at most 3 s for its e-mail (lib/email REQUEST_WAIT_MS), then answers; delivery goes on.
    expect(ms).toBeLessThan(6000);
    const row = await testDb().emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(["PENDING", "FAILED"]).toContain(row.status);
    // Stuck SMTP gives up after its own timeout and records the failure; the row is then retried on a schedule.
    await eventually(
      () => testDb().emailOutbox.findUniqueOrThrow({ where: { id: row.id } }),
      (r) => r.error !== null,
      { timeoutMs: 40_000 },
    );
    expect(await listMail(email)).toHaveLength(0);

    await setMode("smtp", "up");
    await eventually(
      () => listMail(email),
      (mail) => mail.length > 0,
      { timeoutMs: 40_000 },
    );
    // Marked sent, the row is out of every later retry round: the one delivery is the last.
    await eventually(
      () => testDb().emailOutbox.findUniqueOrThrow({ where: { id: row.id } }),
      (r) => r.status === "SENT",
      { timeoutMs: 10_000, everyMs: 100 },
    );
    expect(await listMail(email)).toHaveLength(1);
  });
});

describe("savings provider", () => {
  it.each([["down"], ["hang"]] as const)("provider %s: enrolment answers within its timeout with an empty redirect; later it enrols once", async (mode) => {
    const user = await createUser();
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
    await setMode("savings", mode);
    const started = Date.now();
    const failed = await call("/api/savings/enrol", { body: {}, cookies });
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await failed.json()).data).toEqual({ showSignIn: false, isNew: true, redirect: "" });
    expect(await testDb().savingsMember.count({ where: { userId: user.id } })).toBe(0);

    await setMode("savings", "up");
    const first = (await (await call("/api/savings/enrol", { body: {}, cookies })).json()).data;
    expect(first).toMatchObject({ isNew: true, redirect: expect.stringContaining("cvt=") });
    const again = (await (await call("/api/savings/enrol", { body: {}, cookies })).json()).data;
    expect(again).toMatchObject({ isNew: false });
    expect(await testDb().savingsMember.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("social sign-in providers", () => {
  const fakeGoogleToken = () =>
    new SignJWT({ email: "someone@example.test", email_verified: true })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("x".repeat(32)));

  it.each([["down"], ["hang"]] as const)("Google %s: a Google token sign-in is refused promptly with a plain message", async (mode) => {
    await setMode("google", mode);
    const started = Date.now();
    const res = await call("/api/signIn", { body: { jsonSign: { googletoken: await fakeGoogleToken() } } });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(leaksInternals(text)).toBe(false);
    expect(JSON.parse(text).status).not.toBe(1);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token=") && !c.includes("Max-Age=0"))).toBe(false);
  });

  it.each([["down"], ["hang"]] as const)("Facebook %s: a Facebook token sign-in is refused promptly with a plain message", async (mode) => {
    await setMode("facebook", mode);
    const started = Date.now();
    const res = await call("/api/signIn", { body: { jsonSign: { fbtoken: "EAAB-stand-in-token" } } });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(leaksInternals(text)).toBe(false);
    expect(JSON.parse(text).status).not.toBe(1);
  });

  it("Google down: the 'Continue with Google' redirect comes back to the site instead of an error page", async () => {
    await setMode("google", "down");
    const csrf = await call("/api/auth/csrf");
    const { csrfToken } = await csrf.json();
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const started = Date.now();
    const res = await call("/api/auth/signin/google", {
      method: "POST",
      rawBody: new URLSearchParams({ csrfToken, callbackUrl: "/" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(res.status).toBeLessThan(500);
    const location = res.headers.get("location") ?? "";
    expect(new URL(location, "http://localhost").hostname).toBe("localhost");
  });
});
