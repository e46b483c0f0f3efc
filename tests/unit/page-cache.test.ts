import { isCacheablePageRequest, pageCacheKey } from "@/lib/page-cache/eligible";
import { clearPageCache, peekPage, warmPage, withNonce } from "@/lib/page-cache/html-cache";

const browser = (over: Partial<Parameters<typeof isCacheablePageRequest>[0]> = {}) => ({
  method: "GET",
  pathname: "/",
  search: "",
  headers: new Headers({ accept: "text/html,application/xhtml+xml" }),
  cookieNames: ["lan_code", "currency_code"],
  ...over,
});

describe("which requests the anonymous page cache may answer", () => {
  it("a signed-out browser's first load of the home page", () => {
    expect(isCacheablePageRequest(browser())).toBe(true);
  });

  it("never a signed-in visitor, a query, another page, another method, or a client-side navigation", () => {
    expect(isCacheablePageRequest(browser({ cookieNames: ["next-auth.session-token"] }))).toBe(false);
    expect(isCacheablePageRequest(browser({ cookieNames: ["__Secure-next-auth.session-token"] }))).toBe(false);
    expect(isCacheablePageRequest(browser({ search: "?lang=fr-FR" }))).toBe(false);
    expect(isCacheablePageRequest(browser({ pathname: "/wallet" }))).toBe(false);
    expect(isCacheablePageRequest(browser({ method: "HEAD" }))).toBe(false);
    expect(isCacheablePageRequest(browser({ headers: new Headers({ accept: "*/*", rsc: "1" }) }))).toBe(false);
    expect(isCacheablePageRequest(browser({ headers: new Headers({ accept: "text/html", "next-router-prefetch": "1" }) }))).toBe(false);
    expect(isCacheablePageRequest(browser({ headers: new Headers({ accept: "application/json" }) }))).toBe(false);
  });

  it("keys by organisation, language, currency, country and page", () => {
    const base = { orgId: "1", locale: "en-US", currency: "USD", countryCode: "US", path: "/" };
    const keys = new Set(
      [base, { ...base, orgId: "2" }, { ...base, locale: "ar-SA" }, { ...base, currency: "EUR" }, { ...base, countryCode: "BR" }].map(pageCacheKey),
    );
    expect(keys.size).toBe(5);
  });
});

describe("the page store", () => {
  beforeEach(clearPageCache);

  it("a miss starts one background rendering per key; the next request finds the page until it expires", async () => {
    let renders = 0;
    const render = async () => (renders++, { html: '<script nonce="N1">x</script><p nonce="N1">', nonce: "N1" });
    expect(peekPage("k")).toBeNull();
    await Promise.all([warmPage("k", 1000, render), warmPage("k", 1000, render)]);
    expect(renders).toBe(1);
    const page = peekPage("k")!;
    expect(withNonce(page, "N2")).toBe('<script nonce="N2">x</script><p nonce="N2">');
    expect(peekPage("k", Date.now() + 1001)).toBeNull();
  });

  it("a failed or refused rendering caches nothing", async () => {
    await warmPage("a", 1000, async () => null);
    await warmPage("b", 1000, async () => Promise.reject(new Error("down")));
    expect(peekPage("a")).toBeNull();
    expect(peekPage("b")).toBeNull();
  });
});
