import { z } from "zod";
import { parseClientIpHeader, parseProxyHops } from "@/lib/http/proxy-trust.mjs";

/**
 * Every setting the application reads, parsed once. Nothing else in app/, components/ or lib/ reads process.env.
 * Tooling scripts under scripts/ and prisma.config.ts read the few variables they need themselves.
 *
 * Settings of the web server in front of Next (scripts/server.mjs, parsed by lib/admission.mjs), which bound
 * the work one process takes on so that a flood of requests is refused instead of running it out of memory:
 *   WEB_MAX_IN_FLIGHT     (32)   requests handed to Next at once; the next ones wait in the queue
 *   WEB_QUEUE_MAX         (1024) requests that may wait; beyond that, 503 with Retry-After at once
 *   WEB_QUEUE_TIMEOUT_MS  (5000) how long a request may wait before it is answered 503 with Retry-After
 *   WEB_CLIENT_MAX        (128)  requests one client address may have running and waiting together; beyond, 429
 *   WEB_HEAP_MB           (384)  the heap cap of a web process (scripts/lib/web-process.mjs)
 *   WEB_PROCESSES         (1)    web processes on one port, "auto" for one per core (scripts/lib/web-cluster.mjs)
 */
const boolish = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** Like boolish, but unset (or empty) stays undefined so that a default can depend on other settings. */
const optionalBoolish = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "1" || v === "true" || v === "yes"));

/** An optional text setting where an empty value counts as unset (`GOOGLE_CLIENT_ID=` in a .env file). */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A setting read by a parser the web server shares (it throws on a bad value): its message becomes the issue's. */
/** An external product's partner site: unset (or empty) hides the product unless its organisation names one. */
const partnerSiteUrl = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.url({ protocol: /^https?$/ }).optional());

function parsedBy<T>(parse: (raw: string | undefined) => T, value: string | undefined, ctx: z.RefinementCtx): T {
  try {
    return parse(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** A real PostgreSQL database; unset (or empty), the embedded demo one on EMBEDDED_DB_PORT (see usesEmbeddedDatabase). */
    DATABASE_URL: optionalText,
    EMBEDDED_DB_PORT: z.coerce.number().int().positive().default(51214),
    PORT: z.coerce.number().int().positive().default(3000),
    NEXTAUTH_URL: z.string().url().optional(),
    NEXTAUTH_SECRET: z.string().min(16).optional(),
    /** Session lifetime in seconds (default 30 days for "remember me", the JWT and the server-side record). */
    SESSION_MAX_AGE: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 30),
    /** Lifetime in seconds of a session opened by partner SSO (default 8 hours): the partner, not us, owns the login. */
    SSO_SESSION_MAX_AGE: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 8),
    SMTP_URL: z.string().optional(),
    /** The savings provider's API (SPEC §1 savings programme); `npm start` runs the local sandbox when unset. */
    SAVINGS_BASE_URL: z.string().url().default("http://127.0.0.1:4010"),
    // Flights and cars through Duffel's SDK (docs/suppliers.md): npm start and the tests point both at the local
    // stand-in (scripts/stand-ins/duffel.mjs) unless a real access token is given.
    DUFFEL_API_URL: z.string().url().default("https://api.duffel.com"),
    DUFFEL_ACCESS_TOKEN: optionalText,
    // Airport transfers through Amadeus's SDK (docs/suppliers.md): npm start and the tests point it at the local
    // stand-in (scripts/stand-ins/amadeus.mjs) unless real credentials are given. The SDK's own options: a host name,
    // its port and whether to speak TLS (the stand-in is plain HTTP on the loopback).
    AMADEUS_CLIENT_ID: optionalText,
    AMADEUS_CLIENT_SECRET: optionalText,
    AMADEUS_HOST: z.string().trim().min(1).default("test.api.amadeus.com"),
    AMADEUS_PORT: z.coerce.number().int().min(1).max(65535).default(443),
    AMADEUS_SSL: optionalBoolish.transform((v) => v ?? true),
    // Cruises through the cruise distribution API (lib/suppliers/cruises/cruise-api-client.ts, docs/suppliers.md):
    // npm start and the tests point it at the local stand-in (scripts/stand-ins/cruise-line.mjs) unless a token is
    // given. Unset, cruise searches answer 503: there is no public default.
    CRUISE_API_URL: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    CRUISE_API_TOKEN: optionalText,
    /**
     * Card payments through Stripe's SDK (lib/payments/stripe-client.ts): the secret key (sk_test_… or
     * sk_live_…), the API's base URL (unset: Stripe itself; npm start and the tests point it at the local stand-in,
     * scripts/stand-ins/stripe.mjs, whose hosted card page is on the same origin) and the signing secret of the webhook
     * endpoint (whsec_…) that events are verified with.
     */
    STRIPE_SECRET_KEY: optionalText.refine(
      (v) => v === undefined || /^(sk|rk)_(test|live)_/.test(v),
      "STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_",
    ),
    STRIPE_API_URL: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    STRIPE_WEBHOOK_SECRET: optionalText,
    /**
     * Lets API requests carry a test card (`card`) that the built-in sandbox approves or declines, for the suites that
     * book without a browser. Honoured only while card payments go to a stand-in on this machine
     * (lib/payments/card-entry.ts): with Stripe itself, a card posted to the site is always refused.
     */
    /** Where enrolled members are sent, with ?cvt=<hash>; defaults to the provider's /director page. */
    SAVINGS_DIRECTOR_URL: z.string().url().optional(),
    SAVINGS_API_KEY: z.string().default("sandbox-key"),
    SAVINGS_PROGRAM_ID: z.string().min(1).default("TRAVELSAVER-PROGRAM"),
    SAVINGS_ORG_ID: z.string().min(1).default("TRAVELSAVER-ORG"),
    /** member_customer_identifier = this prefix followed by the user id (SPEC §3). */
    SAVINGS_MEMBER_PREFIX: z
      .string()
      .regex(/^[A-Z0-9-]{1,16}$/)
      .default("TSV-"),
    SAVINGS_TIMEOUT_MS: z.coerce.number().int().positive().max(3000).default(3000),
    MAIL_FROM: z.string().default("Travel <no-reply@travel.localhost>"),
    /** Seconds between the web process's retries of e-mails whose delivery failed (0 turns them off). */
    MAIL_RETRY_INTERVAL_S: z.coerce.number().int().nonnegative().default(60),
    /** Seconds between a web process's rounds of charging pay-later bookings that are due (0 turns them off). */
    DUE_CHARGE_INTERVAL_S: z.coerce.number().int().nonnegative().default(600),
    /**
     * Hours a pay-later booking whose due charge was declined stays booked for the member to pay with another card;
     * then the due-charge round cancels it and releases its room (lib/orders/payments/grace.ts).
     */
    PAYMENT_GRACE_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    /**
     * argon2id cost of new password hashes (lib/auth/passwords.ts). Defaults: RFC 9106's second recommended option,
     * 64 MiB, 3 passes, 4 lanes. Hashes made at another cost still verify and are re-made at this one on sign-in.
     */
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(7168).max(4_194_304).default(65536),
    PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(20).default(3),
    PASSWORD_HASH_PARALLELISM: z.coerce.number().int().min(1).max(16).default(4),
    /**
     * Password checks (sign-in, a member's password confirmations) one process runs at once, and how many more may
     * wait for a place (lib/auth/password-gate.ts). Beyond that, or after 5 s of waiting, 503 with Retry-After at once,
     * before the request touches the database: a flood of sign-ins costs CPU in bounded measure and never queues on
     * the connection pool. Each check holds PASSWORD_HASH_MEMORY_KIB outside the heap; Node's thread pool has 4 threads.
     * The places (checks and queue) stay well below WEB_MAX_IN_FLIGHT — with as many, every request a flood of sign-ins
     * brought into the app found a place and waited for it, none was refused, and other requests waited behind them —
     * and half of them (one address's share) at least the sign-in budget of one address and account (10).
     */
    PASSWORD_CHECKS_AT_ONCE: z.coerce.number().int().min(1).max(4).default(2),
    PASSWORD_CHECK_QUEUE: z.coerce.number().int().min(0).max(1024).default(18),
    /**
     * The database is one session behind a multiplexer (the embedded PGlite server; `npm start` sets it): every pool
     * keeps exactly one connection and never closes it, since connections there share prepared statements and would
     * collide on them.
     */
    DB_SINGLE_SESSION: boolish,
    /**
     * Milliseconds to wait for a PostgreSQL connection — a new one, or one of the pool's freed by another request —
     * before answering 503 (default 2000). A new connection that does not come opens the database breaker (the server is
     * unreachable or stuck); a full pool does not (that is load: lib/db-pool.ts).
     */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
    /**
     * Milliseconds a statement may run before PostgreSQL cancels it (statement_timeout; the request answers 503), and,
     * plus 500, before a server that does not answer at all is given up and its connection closed (default 2000; 0 turns
     * both off). Together with DB_CONNECT_TIMEOUT_MS, a hung database answers 503 within about 3 s.
     */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(2000),
    /**
     * Gates the /dev/mailbox page (mail kept in the outbox table), which shows every e-mail — password-reset and
     * verification links included — to anyone who opens it. Default: on only when SMTP_URL is unset and the database
     * is the embedded demo one (DATABASE_URL unset: `npm start` leaves it unset for the web process when it started
     * PGlite itself), or in jest (NODE_ENV=test). With DATABASE_URL set it is off unless DEV_MAILBOX=1 is given, and a
     * production web process on such a database refuses to start with it on (startupRefusal below; `npm start` says
     * so before starting anything).
     */
    DEV_MAILBOX: optionalBoolish,
    REDIS_URL: z.string().optional(),
    /** Multiplies the points of every rate limiter (lib/rate-limit); tests and benchmarks raise it. */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().finite().default(1),
    /**
     * How many reverse proxies stand in front of the web process (0, the default: none). The client is the TRUST_PROXY-th
     * X-Forwarded-For entry from the right, and X-Forwarded-Proto / -Host are believed only from 1 on; "1" or "true"
     * is one (lib/http/proxy-trust.mjs).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => parsedBy(parseProxyHops, v, ctx)),
    /** A header the CDN in front sets to the client's address (e.g. True-Client-IP); believed only with TRUST_PROXY ≥ 1. */
    TRUSTED_CLIENT_IP_HEADER: z
      .string()
      .optional()
      .transform((v, ctx) => parsedBy(parseClientIpHeader, v, ctx)),
    /** Links in the navigation that leave the site (SPEC §2). */
    ALL_INCLUSIVE_URL: partnerSiteUrl,
    TRIPS_SITE_URL: partnerSiteUrl,
    DAILY_DEALS_URL: partnerSiteUrl,
    /**
     * Seconds an organisation's configuration stays cached per host in one process. On PostgreSQL a change is also
     * announced to every web process at once (LISTEN/NOTIFY, lib/events/feed.ts), so this is only the fallback:
     * for the embedded database, and while a process's listening connection is being made again.
     */
    ORG_CACHE_TTL: z.coerce.number().int().nonnegative().default(30),
    /**
     * Seconds a signed-out visitor's home page stays cached per organisation, language, currency and country in one
     * process (lib/page-cache); 0 turns the cache off. Default: ORG_CACHE_TTL, so organisation changes show as soon.
     */
    PAGE_CACHE_TTL: z.coerce.number().int().nonnegative().optional(),
    /**
     * Seconds the current currency rates stay cached in one process. On PostgreSQL a rate import is announced to every
     * web process at once (lib/events/feed.ts); this still bounds how late a rate dated in the future takes effect.
     */
    RATES_CACHE_TTL: z.coerce.number().int().nonnegative().default(60),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * The MapLibre style of the results' map (a style JSON URL, e.g. a tile provider's). Unset: the site's own offline
     * style, /api/map/style — country shapes from Natural Earth (lib/maps), no tile server and no internet needed.
     */
    MAP_STYLE_URL: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined))
      .pipe(z.union([z.url({ protocol: /^https?$/ }), z.string().startsWith("/")]).optional()),
    /**
     * Social sign-in (lib/auth/social). A provider shows for an organisation that lists it in socialProviders and has
     * an id and a secret (its own, else these). The URLs are settings so that tests and the quick start can point them
     * at the local stand-ins (scripts/stand-ins/).
     */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z
      .string()
      .url()
      .default("https://accounts.google.com")
      .transform((u) => u.replace(/\/+$/, "")),
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    FACEBOOK_GRAPH_URL: z
      .string()
      .url()
      .default("https://graph.facebook.com")
      .transform((u) => u.replace(/\/+$/, "")),
    FACEBOOK_AUTH_URL: z.string().url().default("https://www.facebook.com/v19.0/dialog/oauth"),
    /** Serves the bare reference page and route that `npm run bench` compares against (off in normal operation). */
    BENCH_ROUTES: boolish,
    /**
     * The bearer token of GET /api/health/caches, the page cache's and micro-cache's hit and miss counters for
     * operators (lib/cache/stats.ts); unset, that route answers 404. Long and random: the counters are an oracle of
     * what others viewed, so they are never public.
     */
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 24, "METRICS_TOKEN must be at least 24 characters"),
  })
  .transform((e) => ({
    ...e,
    DEV_MAILBOX: e.DEV_MAILBOX ?? (!e.SMTP_URL && (!e.DATABASE_URL || e.NODE_ENV === "test")),
    PAGE_CACHE_TTL: e.PAGE_CACHE_TTL ?? e.ORG_CACHE_TTL,
  }));

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${fields}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Whether the database is the embedded demo one (PGlite, started by `npm start`): no DATABASE_URL is set. */
export function usesEmbeddedDatabase(e: Env = env()): boolean {
  return !e.DATABASE_URL;
}

/**
 * Why a web process must not start with these settings, or null. In production on a real (non-embedded) database,
 * the dev mailbox would hand anyone the password-reset link of any account: forgot-password for the victim, read the
 * key at /dev/mailbox, reset, sign in as them.
 */
export function startupRefusal(e: Env = env()): string | null {
  if (e.NODE_ENV === "production" && e.DEV_MAILBOX && !usesEmbeddedDatabase(e)) {
    return "DEV_MAILBOX is on while DATABASE_URL names a real database: /dev/mailbox would show every e-mail (password-reset links included) to anyone. Unset DEV_MAILBOX and configure SMTP_URL.";
  }
  return null;
}

/** Whether /dev/mailbox may be served: DEV_MAILBOX is on and this process would not have refused to start. */
export function devMailboxEnabled(e: Env = env()): boolean {
  return e.DEV_MAILBOX && startupRefusal(e) === null;
}

/** The database the app talks to: DATABASE_URL, else the embedded PGlite server started by `npm start`. */
export function databaseUrl(): string {
  const e = env();
  return e.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${e.EMBEDDED_DB_PORT}/postgres?sslmode=disable`;
}

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
