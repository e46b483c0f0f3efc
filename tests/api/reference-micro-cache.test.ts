import { createHash, randomBytes } from "node:crypto";
import { setOrgCss } from "@/lib/org/css";
import { call, type CallOptions } from "../support/http";
import { counted } from "../support/cache-stats";
import { closeTestDb, testDb } from "../support/factories";

/**
 * Issue #17 "getCurrencyinfo and other cheap JSON calls ≥ 0.8× the bare route": the public reference calls whose
 * answer depends only on the Host, the URL and the body are answered from the web server's micro-cache once seen —
 * and a request that differs in any of those still gets its own answer.
 */
afterAll(closeTestDb);

const partner = { host: "partner.localhost" };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** As browsers send a JSON body: with its length declared (node:http would otherwise send it chunked, never cached). */
function post(path: string, body: unknown, opts: CallOptions = {}) {
  const raw = JSON.stringify(body);
  return call(path, {
    ...opts,
    rawBody: raw,
    headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(raw)), ...opts.headers },
  });
}

/** Whether the micro-cache answered this call (the operators' counters tell; no answer says). */
const fromMemory = async (send: () => Promise<Response>) => (await counted(send)).microHit;

/** Three identical calls: the first teaches the server the route's policy, the second is stored, the third a hit. */
async function thrice(send: () => Promise<Response>) {
  const calls = [await counted(send), await counted(send), await counted(send)];
  const answers = calls.map((c) => c.res);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(calls[2]!.microHit).toBe(true);
  const [stored, served] = [await answers[1]!.json(), await answers[2]!.json()];
  expect(served).toEqual(stored);
  expect(answers[2]!.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return served;
}

describe("public reference calls from the web server's micro-cache", () => {
  it.each([
    ["getCountry", "/api/general/getCountry"],
    ["getCountryCat", "/api/getCountryCat"],
    ["getNationalities", "/api/general/getNationalities"],
    ["getNationalityCat", "/api/getNationalityCat"],
  ])("%s: the same list for everyone, served from memory by the third call", async (_, path) => {
    const served = await thrice(() => post(path, {}));
    expect(served.status).toBe(1);
    expect(served.data.length).toBeGreaterThan(10);
    // A signed-in caller's cookie changes nothing in this answer, so it shares the stored one.
    expect(await fromMemory(() => post(path, {}, { cookies: { "next-auth.session-token": "anything" } }))).toBe(true);
  });

  it("getOrgConfig: each host's own organisation, even once both are kept", async () => {
    const def = await thrice(() => call("/api/general/getOrgConfig"));
    const part = await thrice(() => call("/api/general/getOrgConfig", partner));
    expect(def.data.orgName).toBe("TravelSaver");
    expect(part.data.orgName).toBe("Blue Lagoon Travel Club");
    expect((await call("/api/general/getOrgConfig", { host: "unknown.example" })).status).toBe(404);
  });

  it("getCurrencyRate: keyed on the exact body, so another pair or a bad code gets its own answer", async () => {
    const eur = await thrice(() => post("/api/general/getCurrencyRate", { fromCurrency: "USD", toCurrency: "EUR" }));
    expect(eur.data).toEqual({ fromCurrency: "USD", toCurrency: "EUR", roeRate: 0.92 });
    const gbp = await (await post("/api/general/getCurrencyRate", { fromCurrency: "USD", toCurrency: "GBP" })).json();
    expect(gbp.data.roeRate).toBe(0.79);
    for (let i = 0; i < 3; i++) {
      const bad = await counted(() => post("/api/general/getCurrencyRate", { fromCurrency: "USD", toCurrency: "QQQ" }));
      expect(bad.res.status).toBe(400);
      expect(bad.microHit).toBe(false);
    }
    // Another site's page posting the same body is refused, not served the stored answer.
    const crossSite = await post("/api/general/getCurrencyRate", { fromCurrency: "USD", toCurrency: "EUR" }, { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });

  it("getCss: a conditional request for the kept stylesheet is a 304 from memory", async () => {
    const path = "/api/general/getCss/global.css?variant=pre";
    const calls = [await counted(() => call(path, partner)), await counted(() => call(path, partner)), await counted(() => call(path, partner))];
    expect(calls[2]!.microHit).toBe(true);
    const answers = calls.map((c) => c.res);
    expect(await answers[2]!.text()).toBe(await answers[1]!.text());
    expect(answers[2]!.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const etag = answers[2]!.headers.get("etag")!;
    const conditional = await counted(() => call(path, { ...partner, headers: { "if-none-match": etag } }));
    const notModified = conditional.res;
    expect(notModified.status).toBe(304);
    expect(conditional.microHit).toBe(true);
    expect(notModified.headers.get("etag")).toBe(etag);
    // RFC 9110: If-None-Match compares weakly, from memory as in the route.
    expect((await call(path, { ...partner, headers: { "if-none-match": `"other", W/${etag}` } })).status).toBe(304);
    // The default organisation has no such stylesheet: its 404 is never the partner's kept answer.
    expect((await call(path)).status).toBe(404);
  });

  it("getwhitelabelcss: a stylesheet change reaches the kept answer within moments (the OrgCss change notice), not after the stylesheet cache's 30 s", async () => {
    const org = await testDb().organization.findUniqueOrThrow({ where: { slug: "partner" } });
    const pageCode = `mc${randomBytes(3).toString("hex")}`;
    await setOrgCss(org.id, pageCode, ".a{color:red}");
    // The route itself (nothing kept yet for this URL) compares If-None-Match weakly too.
    const weak = `W/"${createHash("sha256").update(".a{color:red}").digest("hex")}"`;
    const first = await counted(() => call(`/api/general/getCss/${pageCode}.css`, { ...partner, headers: { "if-none-match": weak } }));
    expect([first.res.status, first.microHit]).toEqual([304, false]);
    const before = await thrice(() => post("/api/general/getwhitelabelcss", { pageCode }, partner));
    expect(before.data.css).toBe(".a{color:red}");
    await setOrgCss(org.id, pageCode, ".a{color:blue}");
    let css = before.data.css;
    const started = Date.now();
    while (css !== ".a{color:blue}" && Date.now() - started < 5_000) {
      await wait(200);
      css = (await (await post("/api/general/getwhitelabelcss", { pageCode }, partner)).json()).data.css;
    }
    expect(css).toBe(".a{color:blue}");
  });
});
