import { isCacheablePageRequest, MAX_CACHED_QUERY, pageCacheKey, servesViewer } from "@/lib/page-cache/eligible";
import {
  cachedBytes,
  clearPageCache,
  lookupPage,
  MAX_BYTES,
  missedBefore,
  peekPage,
  refusedRecently,
  settlesWithin,
  warmPage,
  withNonce,
} from "@/lib/page-cache/html-cache";

const browser = (over: Partial<Parameters<typeof isCacheablePageRequest>[0]> = {}) => ({
  method: "GET",
  pathname: "/",
  search: "",
  headers: new Headers({ accept: "text/html,application/xhtml+xml" }),
  cookieNames: ["lan_code", "currency_code"],
  ...over,
});

describe("which requests the page cache may answer", () => {
  it("a browser's first load of the home page, signed out or in (the viewer's class is the proxy's question)", () => {
    expect(isCacheablePageRequest(browser())).toBe(true);
    expect(isCacheablePageRequest(browser({ cookieNames: ["next-auth.session-token"] }))).toBe(true);
  });

  it("never an agent acting for a client, a query, another page, another method, or a client-side navigation", () => {
    expect(isCacheablePageRequest(browser({ cookieNames: ["next-auth.session-token", "impersonate"] }))).toBe(false);
    expect(isCacheablePageRequest(browser({ search: "?lang=fr-FR" }))).toBe(false);
    expect(isCacheablePageRequest(browser({ pathname: "/user-details" }))).toBe(false);
    expect(isCacheablePageRequest(browser({ pathname: "/wallet" }))).toBe(true);
    expect(isCacheablePageRequest(browser({ method: "HEAD" }))).toBe(false);
    expect(isCacheablePageRequest(browser({ headers: new Headers({ accept: "*/*", rsc: "1" }) }))).toBe(false);
    expect(isCacheablePageRequest(browser({ headers: new Headers({ accept: "text/html", "next-router-prefetch": "1" }) }))).toBe(false);
    expect(isCacheablePageRequest(browser({ headers: new Headers({ accept: "application/json" }) }))).toBe(false);
  });

  it("a hotel page or a search with its query; never a client-side navigation's ?_rsc= or an overlong query", () => {
    expect(isCacheablePageRequest(browser({ pathname: "/hotel-details", search: "?id=3&checkin=2027-01-02&checkout=2027-01-04" }))).toBe(true);
    expect(isCacheablePageRequest(browser({ pathname: "/search-detail", search: "?destination=Paris" }))).toBe(true);
    expect(isCacheablePageRequest(browser({ pathname: "/search-detail", search: "?destination=Paris&_rsc=abc" }))).toBe(false);
    expect(isCacheablePageRequest(browser({ pathname: "/search-detail", search: `?destination=${"x".repeat(MAX_CACHED_QUERY)}` }))).toBe(false);
  });

  it("signed-in classes get the home, hotel, results and account pages from the cache (their own parts load in the browser)", () => {
    expect(servesViewer("/", "user+member")).toBe(true);
    expect(servesViewer("/hotel-details", "agent")).toBe(true);
    expect(servesViewer("/search-detail", "user+member")).toBe(true);
    expect(servesViewer("/search-detail", "guest")).toBe(true);
    expect(servesViewer("/user/my-trips", "user")).toBe(true);
    expect(servesViewer("/user-details", "user")).toBe(false);
  });

  it("flight results, with their query, for every class: the offers are priced for the class, nothing is the member's own", () => {
    expect(isCacheablePageRequest(browser({ pathname: "/flight/results", search: "?from=LON&to=NYC&depart=2027-01-10&adults=1" }))).toBe(true);
    expect(servesViewer("/flight/results", "user+member")).toBe(true);
    expect(servesViewer("/flight/results", "agent")).toBe(true);
  });

  it("keys by organisation, language, currency, country, class of viewer and page", () => {
    const base = { orgId: "1", locale: "en-US", currency: "USD", countryCode: "US", viewer: "guest", path: "/" };
    const keys = new Set(
      [
        base,
        { ...base, orgId: "2" },
        { ...base, locale: "ar-SA" },
        { ...base, currency: "EUR" },
        { ...base, countryCode: "BR" },
        { ...base, viewer: "user+member" },
      ].map(pageCacheKey),
    );
    expect(keys.size).toBe(6);
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
    expect(new TextDecoder().decode(withNonce(page, "N2"))).toBe('<script nonce="N2">x</script><p nonce="N2">');
    expect(peekPage("k", Date.now() + 1001)).toBeNull();
  });

  it("a failed or refused rendering caches nothing", async () => {
    await warmPage("a", 1000, async () => null);
    await warmPage("b", 1000, async () => Promise.reject(new Error("down")));
    expect(peekPage("a")).toBeNull();
    expect(peekPage("b")).toBeNull();
  });

  it("issue #17: every miss of the moment shares the one rendering under way, and may wait for it", async () => {
    let finish!: (page: { html: string; nonce: string }) => void;
    let renders = 0;
    const render = () => (renders++, new Promise<{ html: string; nonce: string }>((resolve) => (finish = resolve)));
    const first = warmPage("w", 1000, render);
    const second = warmPage("w", 1000, render);
    expect(second).toBe(first);
    expect(await settlesWithin(first, 10)).toBe(false);
    finish({ html: "<p>", nonce: "" });
    expect(await settlesWithin(second, 1000)).toBe(true);
    expect(renders).toBe(1);
    expect(lookupPage("w")).toMatchObject({ stale: false });
    expect(new TextDecoder().decode(withNonce(lookupPage("w")!.page, "N"))).toBe("<p>");
  });

  it("issue #17: a page that did not render as a cacheable 200 is refused for a TTL, so no one waits for it again meanwhile", async () => {
    const now = Date.now();
    await warmPage("nf", 1000, async () => null);
    expect(refusedRecently("nf", now + 500)).toBe(true);
    expect(refusedRecently("nf", now + 1500)).toBe(false);
    await warmPage("nf", 1000, async () => ({ html: "<p>", nonce: "" }));
    expect(refusedRecently("nf")).toBe(false);
    await warmPage("nf2", 1000, async () => null);
    clearPageCache();
    expect(refusedRecently("nf2")).toBe(false);
  });

  it("a URL with a query is rendered for the cache only when a second visitor asks for it within the window", () => {
    expect(missedBefore("q", 1000, 10_000)).toBe(false);
    expect(missedBefore("q", 1000, 10_500)).toBe(true);
    expect(missedBefore("r", 1000, 10_000)).toBe(false);
    expect(missedBefore("r", 1000, 11_001)).toBe(false);
  });

  it("stays within its size: the oldest pages go first, and a page too large for it is not kept", async () => {
    const big = "x".repeat(Math.floor(MAX_BYTES / 10));
    for (let i = 0; i < 12; i++) await warmPage(`big${i}`, 60_000, async () => ({ html: big, nonce: "" }));
    expect(cachedBytes()).toBeLessThanOrEqual(MAX_BYTES);
    expect(peekPage("big0")).toBeNull();
    expect(peekPage("big11")).not.toBeNull();
    await warmPage("huge", 60_000, async () => ({ html: "y".repeat(MAX_BYTES / 4), nonce: "" }));
    expect(peekPage("huge")).toBeNull();
  });

  it("serves an expired page as stale for one more TTL (one background rendering replaces it), and nothing after an organisation's change", async () => {
    const now = Date.now();
    await warmPage("s", 1000, async () => ({ html: "<p>", nonce: "" }));
    expect(lookupPage("s", now)).toMatchObject({ stale: false });
    expect(lookupPage("s", now + 1500)).toMatchObject({ stale: true });
    expect(lookupPage("s", now + 2500)).toBeNull();
    clearPageCache();
    expect(lookupPage("s", now + 1500)).toBeNull();
  });
});
