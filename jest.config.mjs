import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// next-intl, its ICU helpers, Prisma's query-compiler loader and jose ship ESM only, so they are transformed like our own code.
const ESM_PACKAGES = "next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|@prisma/client|jose";

async function project(displayName, testEnvironment, testMatch, extra = {}) {
  const config = await createJestConfig({
    displayName,
    testEnvironment,
    testMatch,
    moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
    ...extra,
  })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES})/)`];
  return config;
}

// Suites against a served build: each worker picks its own web process and database (tests/setup/worker-server.ts).
const serverTests = { setupFiles: ["<rootDir>/tests/setup/worker-server.ts", "<rootDir>/tests/setup/cache-seam.ts"] };

export default async function config() {
  return {
    // Generous per-test time on a busy 2-core machine (HTTP tests against a real server and database, jsdom renders).
    // jest reads testTimeout from the top-level configuration only: a project's own setting is ignored.
    testTimeout: 30_000,
    projects: [
      await project("unit", "node", ["<rootDir>/tests/unit/**/*.test.ts"], { setupFiles: ["<rootDir>/tests/setup/cache-seam.ts"] }),
      await project("ui", "jsdom", ["<rootDir>/tests/unit/**/*.test.tsx"], {
        setupFilesAfterEnv: ["<rootDir>/tests/setup/jest-dom.ts"],
      }),
      await project("api", "node", ["<rootDir>/tests/api/**/*.test.ts"], serverTests),
      // npm run test:security: fuzzer, headers, CSRF, redirects, tenants and brute force against the same server
      // (long tests name their own timeouts).
      await project("security", "node", ["<rootDir>/tests/security/**/*.test.ts"], serverTests),
      // npm run test:faults: a second server whose PostgreSQL, SMTP and providers the tests stop or freeze.
      await project("faults", "node", ["<rootDir>/tests/faults/**/*.test.ts"], serverTests),
    ],
  };
}
