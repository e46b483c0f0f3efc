#!/usr/bin/env node
/**
 * `npm run screenshots`: the pictures of docs/screenshots.md — the main screens on desktop (1280 px) and a 390 px
 * phone, both demo organisations (localhost and partner.localhost), English and Arabic, signed out and signed in as
 * the demo member — taken by the Playwright project "screenshots" (e2e/screenshots/, see docs/testing.md#screenshots).
 *
 *   npm run screenshots                                   # like `npm test -- e2e`: a throwaway seeded database,
 *                                                         # the production build, the stand-ins; then the pictures
 *   TEST_REUSE_BUILD=1 npm run screenshots                # the same, serving the last build as it is
 *   BASE_URL=http://localhost:3000 npm run screenshots    # against a site already running with the demo data
 *
 * Writes docs/screenshots/<org>-<locale>-<screen>-<viewport>.jpg and docs/screenshots.md. Arguments after `--` go to
 * Playwright (`npm run screenshots -- --grep partner`).
 */
import path from "node:path";
import { ensureHeadlessChromium } from "./lib/ensure-services.mjs";
import { run } from "./lib/proc.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);

async function main() {
  if (!process.env.BASE_URL) {
    await run(process.execPath, [path.join(root, "scripts", "test.mjs"), "screenshots", ...args], { cwd: root });
    return;
  }
  const chromium = await ensureHeadlessChromium();
  await run(path.join(root, "node_modules", ".bin", "playwright"), ["test", "--project", "screenshots", "--reporter=list", ...args], {
    cwd: root,
    env: { ...process.env, TEST_BASE_URL: process.env.BASE_URL, CHROMIUM_PATH: chromium, SCREENSHOTS: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
