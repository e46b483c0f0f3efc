import { defineConfig, devices } from "@playwright/test";

// `npm test` builds and serves the app against a throwaway database and passes its address here.
const baseURL = process.env.TEST_BASE_URL ?? "http://localhost:3100";

export default defineConfig({
  testDir: "./e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: "test-results/playwright",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: /.*\.mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /.*\.mobile\.spec\.ts/ },
    // `npm run screenshots` only (SCREENSHOTS=1): the pictures of docs/screenshots.md, taken from the same seeded build
    // the suite above runs against (e2e/screenshots/; docs/testing.md#screenshots). Not part of `npm test`: it writes
    // into docs/.
    ...(process.env.SCREENSHOTS === "1"
      ? [
          { name: "screenshots-setup", testMatch: /screenshots\/setup\.shots\.ts/ },
          { name: "screenshots", testMatch: /screenshots\/take\.shots\.ts/, dependencies: ["screenshots-setup"] },
        ]
      : []),
  ],
});
