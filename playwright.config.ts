import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/lib/chromium-flags.mjs";

/**
 * `npm test` builds the app and serves it from one web process per worker, each on a database of its own, listed in
 * TEST_SERVERS. Each worker process loads this file too and takes its entry by TEST_PARALLEL_INDEX (0, 1, …), before
 * any test module reads TEST_BASE_URL or DATABASE_URL.
 */
const servers = JSON.parse(process.env.TEST_SERVERS ?? "[]") as { baseUrl: string; databaseUrl: string }[];
const workerIndex = process.env.TEST_PARALLEL_INDEX;
if (servers.length > 0 && workerIndex !== undefined) {
  const mine = servers[Number(workerIndex) % servers.length]!;
  process.env.TEST_BASE_URL = mine.baseUrl;
  process.env.DATABASE_URL = mine.databaseUrl;
}
const baseURL = process.env.TEST_BASE_URL ?? "http://localhost:3100";
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/**
 * Decoding and drawing the pages' photos cost about a tenth of the browsers' CPU in the lane, and only the tests
 * tagged @photos look at a photo itself (that it loads, which file it drew): every other test runs in a browser that
 * lays out images at their given size but never fetches them.
 */
const PHOTOS = /@photos/;
const withoutImages = { executablePath, args: [...CHROMIUM_FLAGS, "--blink-settings=imagesEnabled=false"] };
const phone = /.*\.mobile\.spec\.ts/;

export default defineConfig({
  testDir: "./e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? (servers.length || 2)),
  retries: process.env.CI ? 1 : 0,
  outputDir: "test-results/playwright",
  use: {
    baseURL,
    // Recording a trace of every test cost a fifth of the lane's CPU: a failed test is traced when it is retried (CI
    // retries once), and PW_TRACE=retain-on-failure traces every test of a local run, keeping those that fail.
    trace: (process.env.PW_TRACE as "retain-on-failure" | "on" | undefined) ?? "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: withoutImages }, testIgnore: phone, grepInvert: PHOTOS },
    { name: "desktop-photos", use: { ...devices["Desktop Chrome"] }, testIgnore: phone, grep: PHOTOS },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: withoutImages }, testMatch: phone, grepInvert: PHOTOS },
    { name: "mobile-photos", use: { ...devices["Pixel 7"] }, testMatch: phone, grep: PHOTOS },
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
