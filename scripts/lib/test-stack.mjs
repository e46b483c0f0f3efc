import { spawn } from "node:child_process";
import { startMailCatcher } from "../mail-catcher.mjs";
import { startSavingsSandbox } from "../savings-sandbox.mjs";
import { startFacebookStandIn } from "../stand-ins/facebook-graph.mjs";
import { startGoogleStandIn } from "../stand-ins/google-oidc.mjs";
import { startDuffelStandIn } from "../stand-ins/duffel.mjs";
import { startAmadeusStandIn } from "../stand-ins/amadeus.mjs";
import { startCruiseStandIn } from "../stand-ins/cruise-line.mjs";
import { startStripeStandIn } from "../stand-ins/stripe.mjs";
import { startPartnerSites } from "../stand-ins/partner-sites.mjs";
import { waitForHttp } from "./proc.mjs";
import { webServerArgs } from "./web-process.mjs";

/**
 * The services the web processes under test talk to instead of the internet: the mail catcher (SMTP), a real OpenID
 * provider for Google, a Graph API stand-in for Facebook and the savings provider's sandbox. One set serves every
 * web process of a run: each test names its own recipients and accounts, so they never read each other's data.
 */
export async function startStandIns(cleanups) {
  const mail = await startMailCatcher();
  cleanups.unshift(mail.stop);
  const google = await startGoogleStandIn();
  cleanups.unshift(google.stop);
  const facebook = await startFacebookStandIn();
  cleanups.unshift(facebook.stop);
  const savings = await startSavingsSandbox();
  cleanups.unshift(savings.stop);
  const duffel = await startDuffelStandIn();
  cleanups.unshift(duffel.stop);
  const amadeus = await startAmadeusStandIn();
  cleanups.unshift(amadeus.stop);
  const cruises = await startCruiseStandIn();
  cleanups.unshift(cruises.stop);
  const partners = await startPartnerSites();
  cleanups.unshift(partners.stop);
  const stripe = await startStripeStandIn();
  cleanups.unshift(stripe.stop);
  console.log(
    `> stand-ins: SMTP ${mail.smtpUrl} (messages ${mail.apiUrl}/messages), Google ${google.issuer}, Facebook ${facebook.graphUrl}, savings ${savings.url}, Duffel ${duffel.url}, Amadeus ${amadeus.url}, cruises ${cruises.url}, partner sites ${partners.url}, Stripe ${stripe.url}`,
  );
  return { mail, google, facebook, savings, duffel, amadeus, cruises, partners, stripe };
}

/** The environment every web process under test shares; the database and the address are each server's own. */
export function serverEnv(standIns) {
  const { mail, google, facebook, savings, duffel, amadeus, cruises, partners, stripe } = standIns;
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "test-secret-for-the-test-run-only",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    SMTP_URL: mail.smtpUrl,
    // Social sign-in against the local stand-ins; the tests read the same values (e.g. to mint test tokens).
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    FACEBOOK_AUTH_URL: facebook.authUrl,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    // Every test signs in from the loopback address: a larger budget keeps the suites clear of the throttle, and
    // the throttle tests still reach it (they use other loopback addresses as attacker and owner).
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? "5",
    // Organisation changes made by a test show on the next request after a second.
    ORG_CACHE_TTL: "1",
    SAVINGS_BASE_URL: savings.url,
    // Flights and cars through the real SDK against Duffel's local stand-in.
    DUFFEL_API_URL: duffel.url,
    DUFFEL_ACCESS_TOKEN: duffel.token,
    // Airport transfers through the real Amadeus SDK against its local stand-in.
    AMADEUS_CLIENT_ID: amadeus.clientId,
    AMADEUS_CLIENT_SECRET: amadeus.clientSecret,
    AMADEUS_HOST: amadeus.host,
    AMADEUS_PORT: String(amadeus.port),
    AMADEUS_SSL: "false",
    // Cruises through the site's cruise API client against the local cruise line stand-in.
    CRUISE_API_URL: cruises.url,
    CRUISE_API_TOKEN: cruises.token,
    // Card payments through the real Stripe SDK against its local stand-in (lib/payments/stripe-client.ts).
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    // The tests deliver the provider's events themselves, signed with this (tests/api/hosted-checkout.test.ts).
    STRIPE_WEBHOOK_SECRET: "whsec_test_suite_only",
    // The navigation's external products, linked to the local partner sites.
    ...partners.env,
    RATES_CACHE_TTL: "5",
    // The operators' counters of the caches (GET /api/health/caches): the tests read them to tell a hit from a miss.
    METRICS_TOKEN: "test-metrics-token-for-the-test-run-only",
  };
}

/**
 * One production web process (scripts/server.mjs on the last build) on `port` against `databaseUrl`; resolves once
 * it answers /api/health. `overrides` replace any of the environment (the fault lane routes its dependencies
 * through proxies). Its stop is registered in `cleanups`; what it logs goes to `stderr` (the lane's log).
 */
export async function startTestServer({ root, port, env, databaseUrl, overrides = {}, cleanups, stderr = "inherit" }) {
  const baseUrl = `http://localhost:${port}`;
  const serverEnvironment = { ...env, PORT: String(port), NEXTAUTH_URL: baseUrl, DATABASE_URL: databaseUrl, ...overrides };
  const child = spawn(process.execPath, webServerArgs(root), { cwd: root, env: serverEnvironment, stdio: ["ignore", "ignore", stderr] });
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM"))));
  cleanups.unshift(stop);
  await waitForHttp(`${baseUrl}/api/health`);
  return { baseUrl, databaseUrl: serverEnvironment.DATABASE_URL, env: serverEnvironment, stop };
}

/**
 * What a test process needs to reach its web process: each parallel worker of a runner picks its own entry of
 * TEST_SERVERS (tests/setup/worker-server.ts for jest, playwright.config.ts for Playwright), so every worker has a
 * web process and a database of its own; TEST_BASE_URL and DATABASE_URL name the first for single-worker runs.
 */
export function testEnvFor(servers, base) {
  return {
    ...base,
    NODE_ENV: "test",
    TEST_BASE_URL: servers[0].baseUrl,
    DATABASE_URL: servers[0].databaseUrl,
    TEST_SERVERS: JSON.stringify(servers.map((s) => ({ baseUrl: s.baseUrl, databaseUrl: s.databaseUrl }))),
  };
}
