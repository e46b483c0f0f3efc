import { localRedirect } from "@/lib/http/local-redirect";
import { staticCacheControl } from "@/scripts/lib/static-cache-headers.mjs";
import nextConfig from "@/next.config";

describe("the front hall: no routing rule matched against every request", () => {
  it("next.config has no headers(), redirects() or rewrites(): Next would match them against every call (about 5 % of an empty one)", () => {
    expect([nextConfig.headers, nextConfig.redirects, nextConfig.rewrites]).toEqual([undefined, undefined, undefined]);
  });
});

describe("localRedirect (SPEC §2: /home is treated as /, weeks maps to /resorts)", () => {
  const go = (target: string, url: string) => localRedirect(target)(new Request(url));

  it("answers 307 with a relative Location, never the request's host", () => {
    const res = go("/", "http://evil.example/home");
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("/");
  });

  it("keeps the visitor's query and adds the target's own parameters, the target's winning", () => {
    expect(go("/resorts?product=weeks", "http://x/weeks?destination=paris&product=hotel").headers.get("location")).toBe(
      "/resorts?product=weeks&destination=paris",
    );
  });
});

describe("staticCacheControl (public files outside Next's build output)", () => {
  it("keeps hashed photos a year as immutable, images a day, and leaves the rest to Next", () => {
    expect(staticCacheControl("/photos/eiffel-view-640.0a1b2c3d.webp")).toBe("public, max-age=31536000, immutable");
    expect(staticCacheControl("/photos/eiffel-view-640.webp")).toBeNull();
    expect(staticCacheControl("/images/map.jpg?v=2")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(staticCacheControl("/api/images/x")).toBeNull();
    expect(staticCacheControl(undefined)).toBeNull();
  });
});
