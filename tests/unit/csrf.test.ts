import { isCrossSiteWrite } from "@/lib/http/csrf";

const NO_PROXY = { hops: 0, clientIpHeader: null };
const ONE_PROXY = { hops: 1, clientIpHeader: null };

const req = (method: string, headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { method, headers });
const cookie = { cookie: "next-auth.session-token=abc" };

describe("isCrossSiteWrite (issue 11: state-changing calls with cookie auth refuse foreign Origins)", () => {
  it("refuses a cookie-carrying POST from another site's page", () => {
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "localhost:3000", origin: "https://evil.example" }), NO_PROXY)).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", { ...cookie, host: "localhost:3000", origin: "http://partner.localhost:3000" }), NO_PROXY)).toBe(true);
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "localhost:3000", origin: "null" }), NO_PROXY)).toBe(true);
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "localhost:3000", origin: "not a url" }), NO_PROXY)).toBe(true);
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "localhost:3000", "sec-fetch-site": "cross-site" }), NO_PROXY)).toBe(true);
  });

  it("lets the site's own pages, reads and non-browser clients (no Origin, no Sec-Fetch-Site: a partner's server) through", () => {
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "localhost:3000", origin: "http://localhost:3000" }), NO_PROXY)).toBe(false);
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "Partner.Localhost:3000", origin: "http://partner.localhost:3000" }), NO_PROXY)).toBe(false);
    expect(isCrossSiteWrite(req("GET", { ...cookie, host: "localhost:3000", origin: "https://evil.example" }), NO_PROXY)).toBe(false);
    expect(isCrossSiteWrite(req("POST", { host: "localhost:3000" }), NO_PROXY)).toBe(false);
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "localhost:3000" }), NO_PROXY)).toBe(false);
    expect(isCrossSiteWrite(req("POST", { ...cookie, host: "localhost:3000", "sec-fetch-site": "same-origin" }), NO_PROXY)).toBe(false);
  });

  // Issue #16 item 5: a cookie-less cross-site form posting to /api/signIn signed the victim in as the attacker.
  it("refuses a browser's cross-site write without cookies too (login CSRF)", () => {
    expect(isCrossSiteWrite(req("POST", { host: "localhost:3000", origin: "https://evil.example" }), NO_PROXY)).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "localhost:3000", origin: "null" }), NO_PROXY)).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "localhost:3000", "sec-fetch-site": "cross-site" }), NO_PROXY)).toBe(true);
    expect(isCrossSiteWrite(req("POST", { host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }), NO_PROXY)).toBe(false);
  });

  it("compares with the forwarded host only behind a trusted proxy", () => {
    const headers = { ...cookie, host: "web-1:3000", "x-forwarded-host": "travel.example", origin: "https://travel.example" };
    expect(isCrossSiteWrite(req("POST", headers), ONE_PROXY)).toBe(false);
    expect(isCrossSiteWrite(req("POST", headers), NO_PROXY)).toBe(true);
  });
});
