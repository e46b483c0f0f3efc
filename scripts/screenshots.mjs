#!/usr/bin/env node
/**
 * `npm run screenshots`: pictures of the main screens for docs/screenshots.md — desktop (1280 px) and mobile (390 px),
 * both demo organisations (localhost and partner.localhost), English and Arabic, signed out and signed in as the
 * demo member — taken with Playwright's Chromium from a running, seeded site:
 *
 *   npm start                                   # or any served build with the demo data
 *   BASE_URL=http://localhost:3000 npm run screenshots
 *
 * Writes docs/screenshots/<org>-<locale>-<screen>-<viewport>.jpg (JPEG, the top of each page only, so they stay
 * small) and regenerates docs/screenshots.md. SCREENS=home,results limits the screens; OUT= writes elsewhere.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const base = new URL(process.env.BASE_URL ?? "http://localhost:3000");
const root = path.resolve(import.meta.dirname, "..");
const out = path.resolve(process.env.OUT ?? path.join(root, "docs", "screenshots"));
const only = process.env.SCREENS ? new Set(process.env.SCREENS.split(",")) : null;
const DEMO = { email: "member@demo.test", password: "Demo!2345" };

const orgs = [
  { key: "default", label: "Default organisation", host: base.hostname },
  { key: "partner", label: "Partner organisation", host: `partner.${base.hostname}` },
];
const locales = [
  { key: "en", code: "en-US", label: "English" },
  { key: "ar", code: "ar-SA", label: "Arabic (RTL)" },
];
const viewports = [
  { key: "desktop", width: 1280, height: 860, mobile: false },
  { key: "mobile", width: 390, height: 844, mobile: true },
];

/** The screens: a path (the first hotel found for details), whether signed in, and what to wait for. */
const screens = [
  { key: "home", title: "Home", path: "/", signedIn: false, ready: "hero-title" },
  { key: "results", title: "Search results", path: "/search-detail?destination=Paris", signedIn: false, ready: "results-list" },
  { key: "details", title: "Hotel page", path: "details", signedIn: false, ready: "gallery" },
  // Signed-in screens once, in English on the partner (whose site shows the wallet), to keep the set small.
  { key: "trips", title: "My trips (signed in)", path: "/user/my-trips", signedIn: true, ready: "upcoming-trips", only: { org: "partner", locale: "en" } },
  { key: "wallet", title: "Wallet (signed in)", path: "/wallet", signedIn: true, ready: "wallet-loaded", only: { org: "partner", locale: "en" } },
].filter((s) => !only || only.has(s.key));

function originOf(host) {
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}`;
}

async function signIn(page) {
  await page.getByTestId("header-sign-in").click();
  await page.getByTestId("sign-in-email").fill(DEMO.email);
  await page.getByTestId("sign-in-password").fill(DEMO.password);
  await page.getByTestId("sign-in-submit").click();
  await page.getByTestId("sign-in-dialog").waitFor({ state: "hidden" });
  await page.waitForLoadState("networkidle");
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const shots = [];
  try {
    for (const org of orgs) {
      const origin = originOf(org.host);
      for (const locale of locales) {
        for (const vp of viewports) {
          const context = await browser.newContext({
            viewport: { width: vp.width, height: vp.height },
            deviceScaleFactor: 1,
            isMobile: vp.mobile,
            hasTouch: vp.mobile,
          });
          await context.addCookies([{ name: "lan_code", value: locale.code, url: origin }]);
          const page = await context.newPage();
          let detailsPath = null;
          let signedIn = false;
          for (const screen of screens) {
            if (screen.only && (screen.only.org !== org.key || screen.only.locale !== locale.key)) continue;
            if (screen.signedIn && !signedIn) {
              await page.goto(`${origin}/`);
              await signIn(page);
              signedIn = true;
            }
            let target = screen.path;
            if (target === "details") {
              if (!detailsPath) {
                await page.goto(`${origin}/search-detail?destination=Paris`);
                detailsPath = await page.getByTestId("result-link").first().getAttribute("href");
              }
              target = detailsPath;
            }
            await page.goto(`${origin}${target}`);
            await page
              .getByTestId(screen.ready)
              .first()
              .waitFor({ timeout: 20_000 })
              .catch(() => console.warn(`! ${org.key} ${screen.key}: ${screen.ready} not shown`));
            // Lazy pictures in the first screenful load before the picture is taken.
            await page.waitForLoadState("networkidle");
            const file = `${org.key}-${locale.key}-${screen.key}-${vp.key}.jpg`;
            await page.screenshot({ path: path.join(out, file), type: "jpeg", quality: 55 });
            shots.push({ org, locale, vp, screen, file });
            console.log(`  ${file}`);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (!only) writeFileSync(path.join(out, "..", "screenshots.md"), gallery(shots));
}

function gallery(shots) {
  const lines = [
    "# Screenshots",
    "",
    "Made by `npm run screenshots` (scripts/screenshots.mjs) from the seeded demo: run it again after changing a screen.",
    "Desktop is 1280 px wide, mobile 390 px; each picture is the first screenful of the page.",
    "",
  ];
  for (const screen of screens) {
    lines.push(`## ${screen.title}`, "");
    for (const org of orgs) {
      for (const locale of locales) {
        const pair = shots.filter((s) => s.screen === screen && s.org === org && s.locale === locale);
        if (pair.length === 0) continue;
        lines.push(`**${org.label}, ${locale.label}**`, "");
        lines.push(
          pair
            .map(
              (s) => `<img src="screenshots/${s.file}" alt="${screen.title}, ${org.label}, ${locale.label}, ${s.vp.key}" width="${s.vp.mobile ? 195 : 480}">`,
            )
            .join(" "),
          "",
        );
      }
    }
  }
  return `${lines.join("\n")}\n`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
