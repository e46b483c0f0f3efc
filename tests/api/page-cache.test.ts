import { call } from "../support/http";
import { cacheStats, counted } from "../support/cache-stats";
import { closeTestDb, createUser, isoDay, TEST_PASSWORD, uniqueWord } from "../support/factories";
import { setCookies } from "../support/http";

afterAll(closeTestDb);

const html = { accept: "text/html,application/xhtml+xml" };
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

/**
 * Polls a page (the home page by default) until the page cache answers it (the first miss warms it in the background).
 * The operators' counters tell (tests/support/cache-stats.ts): no response says whether it came from the cache.
 */
async function untilCached(opts: Parameters<typeof call>[1], path = "/"): Promise<Response> {
  for (let i = 0; i < 40; i++) {
    const { res, pageHit } = await counted(() => call(path, opts));
    if (pageHit) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} was never answered from the cache`);
}

/** Whether the page cache answered this request (from the counters). */
async function fromCache(path: string, opts: Parameters<typeof call>[1]): Promise<boolean> {
  return (await counted(() => call(path, opts))).pageHit;
}

describe("anonymous page cache (lib/page-cache): the signed-out home page", () => {
  it("is answered from the cache after the first visit, with this response's own nonce on every script", async () => {
    const res = await untilCached({ headers: html });
    const nonce = nonceOf(res)!;
    const body = await res.text();
    const tags = body.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    // A second hit has a different nonce: cached HTML is never served with a stale one.
    const again = await untilCached({ headers: html });
    expect(nonceOf(again)).not.toBe(nonce);
    expect(await again.text()).toContain(`nonce="${nonceOf(again)}"`);
  });

  it("keeps organisations, languages and currencies apart", async () => {
    const partner = await (await untilCached({ host: "partner.localhost", headers: html })).text();
    const byDefault = await (await untilCached({ headers: html })).text();
    expect(partner).toContain('data-org="partner"');
    expect(byDefault).not.toContain('data-org="partner"');
    const arabic = await untilCached({ headers: html, cookies: { lan_code: "ar-SA" } });
    expect(await arabic.text()).toMatch(/<html lang="ar-SA" dir="rtl"/);
    const euro = await untilCached({ headers: html, cookies: { currency_code: "EUR" } });
    expect(await euro.text()).toContain('data-testid="currency-button"');
  });

  it("issue #17: visitors arriving together at a page not in the cache share one rendering instead of each rendering it", async () => {
    const path = `/search-detail?product=hotel&destination=${uniqueWord("together")}&checkin=${isoDay(30)}&checkout=${isoDay(32)}&guests=2&rooms=1`;
    const before = await cacheStats();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(path, { headers: html })));
    const after = await cacheStats();
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    // The first visitor of a URL with a query renders it (most are asked for once); the others wait for the one
    // background rendering and are answered from it, each with its own nonce.
    expect(after.pageCache.hits - before.pageCache.hits).toBeGreaterThanOrEqual(9);
    expect(after.pageCache.misses - before.pageCache.misses).toBeLessThanOrEqual(1);
    const nonces = new Set<string>();
    for (const answer of answers) {
      expect(await answer.text()).toContain(`nonce="${nonceOf(answer)}"`);
      nonces.add(nonceOf(answer)!);
    }
    expect(nonces.size).toBe(10);
  });

  it("never answers a query, a client-side navigation or an agent acting for a client from the cache", async () => {
    await untilCached({ headers: html });
    expect(await fromCache("/?lang=fr-FR", { headers: html })).toBe(false);
    // The router's fetches of a page's RSC payload carry ?_rsc= (Next strips the RSC headers before the proxy sees them).
    expect(await fromCache("/?_rsc=1x2y3", { headers: { accept: "*/*", rsc: "1" } })).toBe(false);
    expect(await fromCache("/", { headers: { accept: "*/*" } })).toBe(false);
    expect(await fromCache("/", { headers: html, cookies: { impersonate: "x" } })).toBe(false);
  });
});

describe("page cache for signed-in members: one rendering per class of viewer, with no one's own data in it", () => {
  const signIn = async (firstName: string, userType: 1 | 2 = 2) => {
    const user = await createUser({ firstName, lastName: "Privately", userType });
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    return { user, cookies: { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! } };
  };

  it("a member's visits, the first one too, come from the class's rendering, which names nobody", async () => {
    const a = await signIn("Aurelia");
    // The session is checked against its record on the first visit, rather than the page rendered in full for it.
    const first = await counted(() => call("/", { headers: html, cookies: a.cookies }));
    expect(first.pageHit).toBe(true);
    expect(await first.res.text()).not.toContain("Aurelia");
    const hit = await (await untilCached({ headers: html, cookies: a.cookies })).text();
    expect(hit).not.toContain("Aurelia");
    expect(hit).not.toContain(a.user.email);
    expect(hit).toContain('data-testid="user-menu-button"');
    expect(hit).not.toContain('data-testid="header-sign-in"');
    // Another member of the same class gets the same rendering: nothing of the first member's.
    const b = await signIn("Bartholomew");
    await (await call("/", { headers: html, cookies: b.cookies })).arrayBuffer();
    const other = await (await untilCached({ headers: html, cookies: b.cookies })).text();
    expect(other).not.toContain("Aurelia");
    expect(other).not.toContain("Bartholomew");
    // The guests' rendering is another one: it offers to sign in.
    expect(await (await untilCached({ headers: html })).text()).toContain('data-testid="header-sign-in"');
  });

  it("issue #17: the wallet page is one rendering for everyone signed in (the cards load in the browser); guests get the sign-in prompt", async () => {
    const a = await signIn("Desdemona");
    const hit = await (await untilCached({ headers: html, cookies: a.cookies }, "/wallet")).text();
    expect(hit).not.toContain("Desdemona");
    expect(hit).not.toContain(a.user.email);
    expect(hit).not.toContain('data-testid="sign-in-prompt"');
    expect(hit).toContain('data-testid="user-menu-button"');
    const guest = await (await untilCached({ headers: html }, "/wallet")).text();
    expect(guest).toContain('data-testid="sign-in-prompt"');
  });

  it("issue #17: the agent's client list is one rendering for every agent (the list loads in the browser); members keep their 403", async () => {
    const agent = await signIn("Evander", 1);
    const client = await call("/api/agent/clients", {
      cookies: agent.cookies,
      body: { title: 1, firstName: "Philippa", lastName: "Clientele", email: `philippa.${Date.now()}@example.com`, mobileNo: "" },
    });
    expect(client.status).toBe(200);
    await (await call("/agent/client-list", { headers: html, cookies: agent.cookies })).arrayBuffer();
    const hit = await (await untilCached({ headers: html, cookies: agent.cookies }, "/agent/client-list")).text();
    expect(hit).not.toContain("Evander");
    expect(hit).not.toContain("Philippa");
    expect(hit).toContain('data-testid="page-skeleton"');
    // The list itself comes from the API, for this agent only.
    const list = await (await call("/api/agent/clients", { cookies: agent.cookies })).json();
    expect(list.data.map((c: { firstName: string }) => c.firstName)).toContain("Philippa");
    const member = await signIn("Florizel");
    for (let i = 0; i < 3; i++) expect((await call("/agent/client-list", { headers: html, cookies: member.cookies })).status).toBe(403);
  });

  it("a session signed out is never answered from the cache again, even with its old cookie", async () => {
    const a = await signIn("Cornelius");
    await (await call("/", { headers: html, cookies: a.cookies })).arrayBuffer();
    await untilCached({ headers: html, cookies: a.cookies });
    expect((await call("/api/iqps/logout", { body: {}, cookies: a.cookies })).status).toBe(200);
    const after = await counted(() => call("/", { headers: html, cookies: a.cookies }));
    expect(after.pageHit).toBe(false);
    expect(await after.res.text()).toContain('data-testid="header-sign-in"');
  });
});
