import { BASE_URL, call } from "../support/http";
import { closeTestDb, createUser, orgId, TEST_PASSWORD } from "../support/factories";
import { createRateLimits } from "@/lib/rate-limit";
import { rawJsonPost, rawRequest, type RawAnswer } from "./support/raw-request";
import { signedInMember } from "./support/session";

afterAll(closeTestDb);
// Long enough for a loaded 2-core machine; the slowest tests name their own.
jest.setTimeout(120_000);

const signIn = (email: string, password: string, ip: string) => call("/api/signIn", { body: { jsonSign: { email_id: email, password } }, localAddress: ip });

/** Issue 11: "1,000 wrong passwords from one IP are throttled while the owner still signs in from another IP." */
describe("password guessing", () => {
  it("1,000 wrong passwords from one address: nearly all throttled; the owner still signs in from elsewhere", async () => {
    const owner = await createUser();
    const attacker = "127.0.0.101";
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await signIn(owner.email, `Guess!${i}aA`, attacker);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 429) expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      await res.arrayBuffer();
    }
    // Only the first few reached the password check (401 each); never a 5xx, never a success.
    expect([...statuses.keys()].every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.get(429) ?? 0).toBeGreaterThanOrEqual(900);
    expect((await signIn(owner.email, TEST_PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(owner.email, TEST_PASSWORD, "127.0.0.102")).status).toBe(200);
  }, 300_000);

  it("guessing across many accounts from one address is throttled too", async () => {
    const attacker = "127.0.0.103";
    let throttled = false;
    for (let i = 0; i < 400 && !throttled; i++) {
      const res = await signIn(`nobody-${i}@example.test`, `Guess!${i}aA`, attacker);
      throttled = res.status === 429;
      await res.arrayBuffer();
    }
    expect(throttled).toBe(true);
  }, 120_000);
});

/**
 * Seen in an attack: "60 concurrent wrong sign-ins from one address were checked 13 times, not 10" — every request
 * that looked at the budget before the first failure was counted went on to the password check.
 */
describe("simultaneous guesses", () => {
  it("cannot outrun the budget: with one attempt left, of 60 sent at once exactly one is checked, the rest get 429", async () => {
    const owner = await createUser();
    const attacker = "127.0.0.104";
    // All of this address's budget for the account but one attempt is used up, in the server's own store.
    const store = createRateLimits();
    try {
      const key = { ip: attacker, account: `${await orgId("default")}|${owner.email}` };
      for (let i = 1; i < store.points("signInIpAccount"); i++) await store.limit("signInIpAccount", key);
    } finally {
      await store.close();
    }
    // 59 guesses and, last, the right password.
    const answers = await Promise.all([
      ...Array.from({ length: 59 }, (_, i) => signIn(owner.email, `Guess!${i}aA`, attacker)),
      signIn(owner.email, TEST_PASSWORD, attacker),
    ]);
    const checked = answers.filter((r) => r.status === 401 || r.status === 200);
    expect(checked).toHaveLength(1);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(59);
    for (const r of answers.filter((r) => r.status === 429)) expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

/**
 * Seen in an attack: "a flood of 4,000 sign-ins opened the database breaker and every one got 503; an unrelated
 * member's /api/profile got 503 after 5.4 s." 1,000 sign-ins from 50 addresses, 64 at a time (twice what the web
 * server lets into the app at once), against the suites' server; a signed-in member keeps using the site meanwhile.
 */
describe("a flood of sign-ins", () => {
  it("is refused fast with Retry-After before it reaches the database, and a signed-in member's calls keep answering", async () => {
    const member = await signedInMember({ ip: "127.0.13.1" });
    const port = Number(new URL(BASE_URL).port);
    const total = 1000;
    let sent = 0;
    const flood: RawAnswer[] = [];
    const sender = async () => {
      for (let i = sent++; i < total; i = sent++) {
        const body = { jsonSign: { email_id: `flood-${i}@example.test`, password: `Flood!${i}aA` } };
        flood.push(await rawRequest(port, `127.0.12.${1 + (i % 50)}`, rawJsonPost(port, "/api/signIn", body)));
      }
    };
    let flooding = true;
    const started = Date.now();
    const done = Promise.all(Array.from({ length: 64 }, sender)).finally(() => (flooding = false));
    const profile: { status: number; ms: number }[] = [];
    while (flooding) {
      const at = Date.now();
      const res = await call("/api/profile", { cookies: member.cookies, localAddress: "127.0.13.1" });
      await res.arrayBuffer();
      profile.push({ status: res.status, ms: Date.now() - at });
    }
    await done;
    const floodMs = Date.now() - started;
    const statuses = Object.fromEntries([...new Set(flood.map((a) => a.status))].map((s) => [s, flood.filter((a) => a.status === s).length]));
    const byTime = flood.map((a) => a.ms).sort((a, b) => a - b);
    const slowestProfile = Math.max(...profile.map((p) => p.ms));
    console.log(JSON.stringify({ floodMs, statuses, p50: byTime[total / 2], p90: byTime[total * 0.9], profileCalls: profile.length, slowestProfile }));

    // Every sign-in was answered: a wrong password, or a refusal that says when to come back — no 5xx but 503, no reset.
    expect(Object.keys(statuses).filter((s) => !["401", "429", "503"].includes(s))).toEqual([]);
    expect(flood.filter((a) => (a.status === 429 || a.status === 503) && !/^\d+$/.test(a.retryAfter ?? ""))).toEqual([]);
    // Refused at once, before the database: only the few the password checks could take (two at a time) were checked,
    // and the typical answer came sooner than the longest a request may wait for a check (5 s).
    expect(statuses[401] ?? 0).toBeLessThan(total / 4);
    expect(statuses[503] ?? 0).toBeGreaterThan(total / 2);
    expect(byTime[total / 2]).toBeLessThan(5_000);
    // The member was never refused, nor kept waiting long.
    expect(profile.length).toBeGreaterThan(0);
    expect(profile.filter((p) => p.status !== 200)).toEqual([]);
    expect(slowestProfile).toBeLessThan(3_000);
    // And afterwards sign-in works as usual: the database breaker never opened.
    expect((await call("/api/health")).status).toBe(200);
    expect((await signIn(member.user.email, TEST_PASSWORD, "127.0.13.1")).status).toBe(200);
  }, 180_000);
});
