import { startFaultProxy, type FaultProxy } from "../../scripts/lib/fault-proxy.mjs";
import { cacheStats } from "../support/cache-stats";
import { eventually } from "../support/eventually";
import { closeTestDb, createUser, TEST_PASSWORD, testDb, uniqueWord } from "../support/factories";
import { call, setCookies } from "../support/http";
import { startWebServer, type WebServer } from "../support/web-server";

/**
 * A signed-in visitor is answered from the page cache by what the process remembers of their session
 * (lib/page-cache/session-memo.ts). Deleting the account, revoking its sessions, changing its password or its plan must reach
 * that memo before the next request — on every process, whoever made the change (the app, a script, psql): the
 * database announces it (migration session_change_notify) and each process's change feed drops the memos.
 *
 * NOTICE_MS bounds how long a change made elsewhere (psql, another process) may take to be honoured: PostgreSQL sends
 * the notice when the writing transaction commits, a few milliseconds here; a second leaves room for this busy
 * machine while staying far below what a memo alone would give (15 s, its background re-check starting at 7.5 s) —
 * a pass cannot come from the memo running out. A change made through the same process is honoured on the very next
 * request, with no waiting at all.
 */
const NOTICE_MS = 1000;

jest.setTimeout(240_000);
afterAll(closeTestDb);

const html = { accept: "text/html,application/xhtml+xml" };
// Signed out, the header offers to sign in (a guest has an account menu too, so only this tells the two apart).
const SIGNED_OUT = 'data-testid="header-sign-in"';
// The home page's featured deals: a member pays member prices (the public price struck through), anyone else is
// shown what members would pay.
const MEMBER_PRICES = 'class="line-through" data-testid="public-price"';
const MEMBER_TEASER = 'data-testid="member-teaser"';
const memberClass = (page: string) => page.includes(MEMBER_PRICES) && !page.includes(MEMBER_TEASER);
const nonMemberClass = (page: string) => page.includes(MEMBER_TEASER) && !page.includes(MEMBER_PRICES);

type Member = { id: number; email: string; firstName: string; cookies: Record<string, string> };

/** A member with a first name no page shows but their own (the header names them on a page rendered for them). */
async function signIn(opts: Parameters<typeof createUser>[0] = {}): Promise<Member> {
  const firstName = `Memo${uniqueWord("")
    .replace(/[^a-z]/gi, "")
    .slice(0, 8)}`;
  const user = await createUser({ firstName, ...opts });
  return { id: user.id, email: user.email, firstName, cookies: await newSession(user.email) };
}

async function newSession(email: string): Promise<Record<string, string>> {
  const login = await call("/api/signIn", { body: { jsonSign: { email_id: email, password: TEST_PASSWORD } } });
  expect(login.status).toBe(200);
  return { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
}

/** The home page as this session sees it on one process. */
async function home(m: { cookies: Record<string, string> }, baseUrl?: string): Promise<string> {
  return (await call("/", { headers: html, cookies: m.cookies, baseUrl })).text();
}

/** A signed-in page rendered for the class, not for this member: the page cache's (a rendering for them names them). */
const fromClassRendering = (m: Member, page: string) => !page.includes(SIGNED_OUT) && !page.includes(m.firstName);

/**
 * Visits until the process answers this session's home page from the page cache — it remembers the session — and
 * gives that page. The first visit renders in full (and remembers); the class's rendering is made in the background.
 */
async function untilServedFromCache(m: Member, baseUrl?: string): Promise<string> {
  return eventually(
    () => home(m, baseUrl),
    (page) => fromClassRendering(m, page),
    { timeoutMs: 30_000, everyMs: 100 },
  );
}

/** Polls this session's home page until it is signed out; fails past NOTICE_MS. */
const signedOutWithinNotice = (m: Member, baseUrl?: string) =>
  eventually(
    () => home(m, baseUrl),
    (page) => page.includes(SIGNED_OUT),
    { timeoutMs: NOTICE_MS, everyMs: 50 },
  );

describe("a change to a member's sessions reaches the page cache at once (one process)", () => {
  it("an account deleted: the very next request with its session cookie gets a signed-out page, not the cached signed-in one", async () => {
    const m = await signIn();
    await untilServedFromCache(m);
    const deleted = await call("/api/profile/delete", { cookies: m.cookies, body: { confirm: "DELETE", password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    // No waiting: the process that deleted the account forgot its sessions as it did.
    const page = await home(m);
    expect(page).toContain(SIGNED_OUT);
  });

  it("a plan cancelled with SQL, outside the app: the session's page class changes on the next request", async () => {
    const m = await signIn({ planStatus: "ACTIVE" });
    expect(memberClass(await untilServedFromCache(m))).toBe(true);
    await testDb().$executeRaw`UPDATE "Subscription" SET "planStatus" = 'CANCELLED' WHERE "userId" = ${m.id}`;
    const after = await eventually(() => home(m), nonMemberClass, { timeoutMs: NOTICE_MS, everyMs: 50 });
    expect(after).not.toContain(SIGNED_OUT);
    // And back: a plan started with SQL makes the session a member's again.
    await untilServedFromCache(m);
    await testDb().$executeRaw`UPDATE "Subscription" SET "planStatus" = 'ACTIVE' WHERE "userId" = ${m.id}`;
    await eventually(() => home(m), memberClass, { timeoutMs: NOTICE_MS, everyMs: 50 });
  });

  it("signed out everywhere with SQL (every session revoked): the next request is signed out", async () => {
    const m = await signIn();
    const other = { ...m, cookies: await newSession(m.email) };
    await untilServedFromCache(m);
    await untilServedFromCache(other);
    await testDb().$executeRaw`UPDATE "Session" SET "revokedAt" = now() WHERE "userId" = ${m.id}`;
    await signedOutWithinNotice(m);
    await signedOutWithinNotice(other);
  });

  it("a password changed: the member's other sessions are signed out on their next request, this one stays", async () => {
    const m = await signIn();
    const other = { ...m, cookies: await newSession(m.email) };
    await untilServedFromCache(other);
    const changed = await call("/api/auth/changePassword", {
      cookies: m.cookies,
      body: { currentPassword: TEST_PASSWORD, password: "Changed!2026", confirmPassword: "Changed!2026" },
    });
    expect(changed.status).toBe(200);
    expect(await home(other)).toContain(SIGNED_OUT);
    expect(await home(m)).not.toContain(SIGNED_OUT);
  });
});

describe("a kept session (lib/auth/sessions.ts) follows the changes of its record and its user", () => {
  /** /user-details names the member from their session, as the header does. */
  const namedOnTheirPage = async (m: Member) => (await call("/user-details", { headers: html, cookies: m.cookies })).text();

  it("revoked with SQL: the next API call is refused, within the notice, though the session was just kept", async () => {
    const m = await signIn();
    expect((await call("/api/profile", { cookies: m.cookies })).status).toBe(200);
    expect((await call("/api/profile", { cookies: m.cookies })).status).toBe(200);
    await testDb().$executeRaw`UPDATE "Session" SET "revokedAt" = now() WHERE "userId" = ${m.id}`;
    await eventually(
      async () => (await call("/api/profile", { cookies: m.cookies })).status,
      (status) => status === 401,
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
  });

  it("renamed through the app: the very next page names the new name; renamed with SQL: within the notice", async () => {
    const m = await signIn();
    expect(await namedOnTheirPage(m)).toContain(m.firstName);
    const renamed = `${m.firstName}Renamed`;
    const saved = await call("/api/profile/update", { cookies: m.cookies, body: { title: 1, firstName: renamed, lastName: "Member" } });
    expect(saved.status).toBe(200);
    expect(await namedOnTheirPage(m)).toContain(renamed);
    const bySql = `${m.firstName}Sql`;
    await testDb().$executeRaw`UPDATE "User" SET "firstName" = ${bySql} WHERE id = ${m.id}`;
    await eventually(
      () => namedOnTheirPage(m),
      (page) => page.includes(bySql),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
  });
});

describe("on every process: a second web process on the same database honours a change made through the first", () => {
  let second: WebServer;
  let proxy: FaultProxy;
  beforeAll(async () => {
    // The second process reaches PostgreSQL through a switchable proxy, so the last test can silence its connection.
    const url = new URL(process.env.DATABASE_URL!);
    proxy = await startFaultProxy({ name: "postgresql", targetPort: Number(url.port || 5432), targetHost: url.hostname });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    second = await startWebServer({ DATABASE_URL: url.toString(), PAGE_CACHE_TTL: "60" });
    await eventually(
      () => cacheStats(second.url),
      (s) => s.sessionMemo.listening,
      { timeoutMs: 30_000, everyMs: 200 },
    );
  }, 180_000);
  afterAll(async () => {
    await second?.stop();
    await proxy?.stop();
  });

  it("an account deleted through the first process: the second signs its session out on the next request", async () => {
    const m = await signIn();
    await untilServedFromCache(m, second.url);
    expect((await call("/api/profile/delete", { cookies: m.cookies, body: { confirm: "DELETE", password: TEST_PASSWORD } })).status).toBe(200);
    await signedOutWithinNotice(m, second.url);
  });

  it("a password changed through the first process: the second signs the member's other session out", async () => {
    const m = await signIn();
    const other = { ...m, cookies: await newSession(m.email) };
    await untilServedFromCache(other, second.url);
    const changed = await call("/api/auth/changePassword", {
      cookies: m.cookies,
      body: { currentPassword: TEST_PASSWORD, password: "Changed!2026", confirmPassword: "Changed!2026" },
    });
    expect(changed.status).toBe(200);
    await signedOutWithinNotice(other, second.url);
  });

  it("a sign-out through the first process, and a plan cancelled with SQL: the second honours both", async () => {
    const m = await signIn({ planStatus: "ACTIVE" });
    expect(memberClass(await untilServedFromCache(m, second.url))).toBe(true);
    await testDb().$executeRaw`UPDATE "Subscription" SET "planStatus" = 'CANCELLED' WHERE "userId" = ${m.id}`;
    await eventually(() => home(m, second.url), nonMemberClass, { timeoutMs: NOTICE_MS, everyMs: 50 });
    await untilServedFromCache(m, second.url);
    expect((await call("/api/iqps/logout", { body: {}, cookies: m.cookies })).status).toBe(200);
    await signedOutWithinNotice(m, second.url);
  });

  it("while its listening connection is silent, the second process remembers no session; once it hears again, it does", async () => {
    const m = await signIn();
    await untilServedFromCache(m, second.url);
    expect((await cacheStats(second.url)).sessionMemo.remembered).toBeGreaterThan(0);
    // Every open connection stops moving without closing: the feed can only tell by its heartbeat going unanswered
    // (1 s apart, 2.5 s allowed: lib/events/feed.ts), and then trusts no memo.
    await proxy.setMode("freeze");
    const silent = await eventually(
      () => cacheStats(second.url),
      (s) => !s.sessionMemo.listening,
      { timeoutMs: 6000, everyMs: 100 },
    );
    expect(silent.sessionMemo.remembered).toBe(0);
    await proxy.setMode("up");
    await eventually(
      () => cacheStats(second.url),
      (s) => s.sessionMemo.listening,
      { timeoutMs: 30_000, everyMs: 200 },
    );
    await untilServedFromCache(m, second.url);
  });
});
