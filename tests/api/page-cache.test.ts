import { call } from "../support/http";
import { closeTestDb, createUser, TEST_PASSWORD } from "../support/factories";
import { setCookies } from "../support/http";

afterAll(closeTestDb);

const html = { accept: "text/html,application/xhtml+xml" };
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

/** Polls the home page until the anonymous page cache answers it (the first miss warms it in the background). */
async function untilCached(opts: Parameters<typeof call>[1]): Promise<Response> {
  for (let i = 0; i < 40; i++) {
    const res = await call("/", opts);
    if (res.headers.get("x-page-cache") === "hit") return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the home page was never answered from the cache");
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

  it("never answers a signed-in visitor, a query or a client-side navigation from the cache", async () => {
    await untilCached({ headers: html });
    const user = await createUser({ firstName: "Cachey" });
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
    const signedIn = await call("/", { headers: html, cookies });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(await signedIn.text()).toContain("Cachey");
    expect((await call("/?lang=fr-FR", { headers: html })).headers.get("x-page-cache")).toBeNull();
    // The router's fetches of a page's RSC payload carry ?_rsc= (Next strips the RSC headers before the proxy sees them).
    expect((await call("/?_rsc=1x2y3", { headers: { accept: "*/*", rsc: "1" } })).headers.get("x-page-cache")).toBeNull();
    expect((await call("/", { headers: { accept: "*/*" } })).headers.get("x-page-cache")).toBeNull();
  });
});
