import { BYPASS_HEADER, CLASS_HEADER, bypassToken, renderPage } from "@/lib/page-cache/render";
import { setPageRenderer, type PageRenderer, type PageRequest } from "@/lib/page-cache/renderer-slot.mjs";

const opts = { host: "partner.localhost", path: "/hotel-details?id=7", viewer: "user+member", cookies: { lan_code: "de-DE", currency_code: "EUR" } };
const page = {
  statusCode: 200,
  headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-abc123'", vary: "rsc", date: "x" },
  body: "<html>ok</html>",
};

afterEach(() => setPageRenderer(null as unknown as PageRenderer));

describe("the page cache's renderings (lib/page-cache/render.ts)", () => {
  it("asks Next's handler in this process, marked as the cache's own rendering for the class, without a session cookie", async () => {
    const seen: PageRequest[] = [];
    setPageRenderer(async (request) => (seen.push(request), page));
    expect(await renderPage(opts)).toEqual({ html: "<html>ok</html>", nonce: "abc123", headers: { "content-type": "text/html; charset=utf-8", vary: "rsc" } });
    expect(seen).toEqual([
      {
        path: "/hotel-details?id=7",
        headers: {
          host: "partner.localhost",
          accept: "text/html",
          cookie: "lan_code=de-DE; currency_code=EUR",
          [BYPASS_HEADER]: bypassToken(),
          [CLASS_HEADER]: "user+member",
        },
      },
    ]);
  });

  it("keeps nothing but a complete 200 HTML page with a nonce, and nothing when the handler fails", async () => {
    for (const answer of [
      { ...page, statusCode: 404 },
      { ...page, headers: { ...page.headers, "content-type": "application/json" } },
      { ...page, headers: { ...page.headers, "content-security-policy": "default-src 'self'" } },
      { ...page, body: "x".repeat(3 * 1024 * 1024) },
    ]) {
      setPageRenderer(async () => answer);
      expect(await renderPage(opts)).toBeNull();
    }
    setPageRenderer(async () => {
      throw new Error("boom");
    });
    expect(await renderPage(opts)).toBeNull();
  });

  it("renders nothing where the web server left no renderer (a server other than scripts/server.mjs)", async () => {
    expect(await renderPage(opts)).toBeNull();
  });
});
