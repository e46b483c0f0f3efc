#!/usr/bin/env node
/**
 * `npm start`: the whole product on one machine with nothing else installed.
 * No DATABASE_URL → embedded PostgreSQL (PGlite over TCP, data in .data/). Then: migrations, demo data on first run,
 * a production build if there is none, and the web server on PORT (default 3000). Without GOOGLE_CLIENT_ID /
 * FACEBOOK_APP_ID, local stand-ins for Google and Facebook sign-in are started too (scripts/stand-ins/), so the demo's
 * social buttons work offline. A web process that exits unexpectedly is restarted (scripts/lib/supervise.mjs). Ctrl-C
 * stops everything started.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { startEmbeddedDb } from "./lib/embedded-db.mjs";
import { startFacebookStandIn } from "./stand-ins/facebook-graph.mjs";
import { startGoogleStandIn } from "./stand-ins/google-oidc.mjs";
import { startDuffelStandIn } from "./stand-ins/duffel.mjs";
import { startAmadeusStandIn } from "./stand-ins/amadeus.mjs";
import { startCruiseStandIn } from "./stand-ins/cruise-line.mjs";
import { startStripeStandIn } from "./stand-ins/stripe.mjs";
import { startPartnerSites } from "./stand-ins/partner-sites.mjs";
import { assertPortFree } from "./lib/ports.mjs";
import { run } from "./lib/proc.mjs";
import { startSavingsSandbox } from "./savings-sandbox.mjs";
import { supervise } from "./lib/supervise.mjs";
import { webServerArgs } from "./lib/web-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const children = [];
let stopping = false;

async function main() {
  refuseDevMailboxOnRealDatabase();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const port = Number(process.env.PORT ?? 3000);
  process.env.PORT = String(port);
  // Before anything is started: the web server's port must be free (it is the one address the user opens).
  await assertPortFree({ port, host: process.env.HOSTNAME ?? "0.0.0.0", what: "the web server", setting: "PORT" });
  process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  process.env.NEXTAUTH_SECRET ??= persistentSecret();

  // The web process learns that the database is the embedded one by finding no DATABASE_URL (lib/env.ts): only then,
  // and without SMTP_URL, does it serve /dev/mailbox (the demo's e-mails are read there).
  const embedded = !process.env.DATABASE_URL?.trim();
  if (embedded) {
    const embeddedPort = Number(process.env.EMBEDDED_DB_PORT ?? 51214);
    console.log(`> Starting the embedded database (PGlite) on 127.0.0.1:${embeddedPort}, data in .data/pglite`);
    const db = await startEmbeddedDb({ root, port: embeddedPort });
    children.push({ name: "embedded database", stop: db.stop });
    process.env.DATABASE_URL = db.url;
    // PGlite is one database session behind a multiplexer: one lasting connection per pool (DB_SINGLE_SESSION).
    process.env.DB_SINGLE_SESSION ??= "1";
  } else {
    console.log("> Using DATABASE_URL");
    if (!process.env.SMTP_URL) console.log("> No SMTP_URL: e-mails are kept in the EmailOutbox table, unsent (/dev/mailbox is off on a real database)");
  }

  if (!process.env.SAVINGS_BASE_URL) await startSavings();
  await startSocialStandIns();
  await startSupplierStandIns();
  if (embedded) await startPartnerSiteStandIns();

  if (!existsSync(path.join(root, "lib", "generated", "prisma", "client.ts"))) await run(bin("prisma"), ["generate"], { cwd: root });
  console.log("> Applying migrations");
  await run(bin("prisma"), ["migrate", "deploy"], { cwd: root });
  if (await needsSeed(process.env.DATABASE_URL)) {
    console.log("> Seeding demo data (first run)");
    await run(bin("tsx"), ["prisma/seed.ts"], { cwd: root });
  }
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("> Building the app (first run; about a minute)");
    await run(bin("next"), ["build"], { cwd: root });
  }

  const webEnv = { ...process.env, NODE_ENV: "production" };
  // The embedded server's address is the web process's default (EMBEDDED_DB_PORT); no DATABASE_URL marks it embedded.
  if (embedded) delete webEnv.DATABASE_URL;
  // A web process that dies (out of memory, a crash) is started again; one that keeps dying ends npm start.
  const web = supervise({
    name: "web server",
    start: () => spawn(process.execPath, webServerArgs(root), { cwd: root, stdio: "inherit", env: webEnv }),
    onGiveUp: (code) => void shutdown(code || 1),
  });
  children.push({ name: "web server", stop: web.stop });
  console.log(`> Open http://localhost:${port} (partner site: http://partner.localhost:${port})`);
}

/**
 * The dev mailbox shows every e-mail (password-reset links included) to anyone. It is for the embedded demo only:
 * with DATABASE_URL set, DEV_MAILBOX=1 gets a loud warning and `npm start` (a production server) stops here — the
 * web process would refuse it too (lib/env.ts startupRefusal). `npm run dev` may use it against a local database.
 */
function refuseDevMailboxOnRealDatabase() {
  const on = ["1", "true", "yes"].includes(
    String(process.env.DEV_MAILBOX ?? "")
      .trim()
      .toLowerCase(),
  );
  if (!on || !process.env.DATABASE_URL?.trim()) return;
  const bar = "!".repeat(100);
  console.error(`\n${bar}\n!! WARNING: DEV_MAILBOX is on with DATABASE_URL set.`);
  console.error("!! /dev/mailbox shows every outgoing e-mail to anyone who opens it: anybody could ask for a password reset");
  console.error("!! for any account, read the link there and take the account over.");
  console.error("!! npm start runs the production server, which refuses this on a real database. Unset DEV_MAILBOX and set");
  console.error(`!! SMTP_URL; to read mail locally, use the embedded database (no DATABASE_URL) or \`npm run dev\`.\n${bar}\n`);
  throw new Error("refusing to start with DEV_MAILBOX on a real database (DATABASE_URL)");
}

/**
 * No savings provider configured: the local sandbox stands in for it (its director page included), on
 * SAVINGS_SANDBOX_PORT — or, when the default 4010 is taken (say by a second npm start), on any free port.
 */
async function startSavings() {
  const chosen = process.env.SAVINGS_SANDBOX_PORT;
  const port = Number(chosen ?? 4010);
  const sandbox = await startSavingsSandbox({ port, fallback: chosen === undefined });
  children.push({ name: "savings sandbox", stop: sandbox.stop });
  process.env.SAVINGS_BASE_URL = sandbox.url;
  const moved = new URL(sandbox.url).port !== String(port) ? ` (port ${port} is taken)` : "";
  console.log(`> Savings provider sandbox on ${sandbox.url}${moved}`);
}

/**
 * Without a Duffel access token, flights and cars are sold from the local Duffel stand-in's sandbox inventory; without
 * Amadeus credentials, airport transfers from the local Amadeus stand-in's; without a cruise API token, cruises from
 * the local cruise line stand-in's. Without a Stripe secret key, the local
 * Stripe stand-in (its API and hosted card page) is started for the Stripe provider; the checkout still pays through
 * the payment sandbox until it moves to hosted card entry (docs/decisions/0001-hosted-card-entry.md).
 */
async function startSupplierStandIns() {
  if (!process.env.DUFFEL_ACCESS_TOKEN) {
    const duffel = await startDuffelStandIn();
    children.push({ name: "Duffel stand-in", stop: duffel.stop });
    Object.assign(process.env, { DUFFEL_API_URL: duffel.url, DUFFEL_ACCESS_TOKEN: duffel.token });
    console.log(`> Flights and cars: local Duffel stand-in at ${duffel.url} (set DUFFEL_ACCESS_TOKEN for the real one)`);
  }
  if (!process.env.AMADEUS_CLIENT_ID) {
    const amadeus = await startAmadeusStandIn();
    children.push({ name: "Amadeus stand-in", stop: amadeus.stop });
    Object.assign(process.env, {
      AMADEUS_CLIENT_ID: amadeus.clientId,
      AMADEUS_CLIENT_SECRET: amadeus.clientSecret,
      AMADEUS_HOST: amadeus.host,
      AMADEUS_PORT: String(amadeus.port),
      AMADEUS_SSL: "false",
    });
    console.log(`> Airport transfers: local Amadeus stand-in at ${amadeus.url} (set AMADEUS_CLIENT_ID for the real one)`);
  }
  if (!process.env.CRUISE_API_TOKEN) {
    const cruises = await startCruiseStandIn();
    children.push({ name: "cruise line stand-in", stop: cruises.stop });
    Object.assign(process.env, { CRUISE_API_URL: cruises.url, CRUISE_API_TOKEN: cruises.token });
    console.log(`> Cruises: local cruise line stand-in at ${cruises.url} (set CRUISE_API_URL and CRUISE_API_TOKEN for a real one)`);
  }
  if (!process.env.STRIPE_SECRET_KEY) {
    // Its signed events reach this site's webhook, as Stripe's would (the payer's return settles first as a rule).
    const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
    const stripe = await startStripeStandIn({ webhooks: [{ url: `${process.env.NEXTAUTH_URL}/api/payments/webhook`, secret: webhookSecret }] });
    children.push({ name: "Stripe stand-in", stop: stripe.stop });
    Object.assign(process.env, { STRIPE_API_URL: stripe.url, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret });
    console.log(`> Card payments: local Stripe stand-in at ${stripe.url}, its payment page on the same origin (set STRIPE_SECRET_KEY for the real one)`);
  }
}

/**
 * The demo's external products (all-inclusive, trips site, daily deals) link to local partner sites unless any is
 * configured. Only on the embedded database: a deployment links to its partners' real sites or hides the product.
 */
async function startPartnerSiteStandIns() {
  if (process.env.ALL_INCLUSIVE_URL || process.env.TRIPS_SITE_URL || process.env.DAILY_DEALS_URL) return;
  const sites = await startPartnerSites();
  children.push({ name: "partner sites stand-in", stop: sites.stop });
  Object.assign(process.env, sites.env);
  console.log(`> All-inclusive, trips and daily-deals links: local partner sites at ${sites.url}`);
}

/** The demo's "Continue with Google/Facebook" against in-process stand-ins, unless real credentials are configured. */
async function startSocialStandIns() {
  if (!process.env.GOOGLE_CLIENT_ID) {
    const google = await startGoogleStandIn();
    children.push({ name: "Google stand-in", stop: google.stop });
    Object.assign(process.env, { GOOGLE_ISSUER: google.issuer, GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret });
    console.log(`> Google sign-in: local stand-in at ${google.issuer} (set GOOGLE_CLIENT_ID/SECRET for the real one)`);
  }
  if (!process.env.FACEBOOK_APP_ID) {
    const facebook = await startFacebookStandIn();
    children.push({ name: "Facebook stand-in", stop: facebook.stop });
    Object.assign(process.env, {
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
      FACEBOOK_AUTH_URL: facebook.authUrl,
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
    });
    console.log(`> Facebook sign-in: local stand-in at ${facebook.graphUrl} (set FACEBOOK_APP_ID/SECRET for the real one)`);
  }
}

function persistentSecret() {
  const file = path.join(root, ".data", "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function needsSeed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM "Organization"');
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children.reverse()) await c.stop().catch(() => undefined);
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
main().catch(async (error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  await shutdown(1);
});
