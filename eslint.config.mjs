// ESLint 9 flat config: Next's core-web-vitals and TypeScript rule sets (eslint-config-next), then eslint-config-prettier,
// which turns off the stylistic rules Prettier owns. `npm run lint` and `npm test -- lint` allow no warnings.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Dropping a field by destructuring it beside a ...rest (`const { deletedAt: _deleted, ...user } = row`) is intended.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }],
      // A full page load is deliberate after sign-in, sign-out and account deletion: the server-rendered header,
      // the cookies and every SWR cache must start again from the new session, which a client-side push would keep.
      "@next/next/no-location-assign-relative-destination": "off",
    },
  },
  {
    files: ["app/**", "components/**"],
    ignores: ["components/ui/link.tsx"],
    // Pages are rendered per request, so next/link's viewport prefetch costs a server render per link and brings
    // back only a route tree; components/ui/link.tsx turns it off unless a link asks for it.
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Use @/components/ui/link." }] }] },
  },
  {
    files: ["components/auth/phone-picker.tsx"],
    // Its ~250 flags are 20×15 SVGs next/image cannot optimise; as <Image> the list rendered twice as slowly (phone-picker.test.tsx).
    rules: { "@next/next/no-img-element": "off" },
  },
  {
    files: ["**/*.cjs"],
    // CommonJS files (the Prisma schema-engine stand-in, run as a plain executable) can only load modules with require().
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
  globalIgnores([
    ".next/**",
    "bench/baseline/.next/**",
    "bench/baseline/next-env.d.ts",
    "out/**",
    "next-env.d.ts",
    "lib/generated/**",
    "bench/results/**",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
    ".data/**",
    "public/**",
  ]),
]);
