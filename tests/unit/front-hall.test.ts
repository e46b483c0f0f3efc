import { localRedirect } from "@/lib/http/local-redirect";
import { staticCacheControl } from "@/scripts/lib/static-cache-headers.mjs";
import nextConfig from "@/next.config";
import { formCount } from "@/lib/form-count";

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

describe("formCount (a search form's starting counts, from an address anyone can write)", () => {
  it("holds a whole number within the limits, and falls back for anything else", () => {
    expect(formCount("3", 0, 0, 8)).toBe(3);
    expect(formCount("1e308", 0, 0, 8)).toBe(8);
    expect(formCount("-1", 0, 0, 8)).toBe(0);
    expect(formCount("2147483648", 1, 1, 4)).toBe(4);
    expect(formCount("NaN", 2, 1, 9)).toBe(2);
    expect(formCount("2.5", 2, 1, 9)).toBe(2);
    expect(formCount(undefined, 1, 1, 9)).toBe(1);
  });
});
