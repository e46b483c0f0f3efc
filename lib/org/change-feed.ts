import pg from "pg";
import { databaseUrl, env } from "@/lib/env";
import { errorFields, log } from "@/lib/http/log";
import { forgetAllSessions, forgetUserSessions, hearSessionChanges } from "@/lib/auth/session-memo";
import { clearPageCache } from "@/lib/page-cache/html-cache";
import { forgetWalletCards, hearWalletChanges } from "@/lib/wallet/cards-cache";
import { invalidateOrgCache } from "./get-org-by-host";

/** The channel the database triggers announce organisation changes on (migration org_change_notify). */
export const ORG_CHANGED_CHANNEL = "org_changed";
/** The channel every write to a member's cards is announced on (migration wallet_change_notify). */
export const WALLET_CHANGED_CHANNEL = "wallet_changed";
/** The channel that names the user whose sessions ended or changed class (migration session_change_notify). */
export const SESSION_CHANGED_CHANNEL = "session_changed";

const RETRY_MS = [500, 1000, 2000, 5000, 10_000];
const CONNECT_TIMEOUT_MS = 5000;
/** How often the listening connection is asked a trivial question, and how long it may take before it counts as lost. */
const HEARTBEAT_MS = 1000;
const HEARTBEAT_DEADLINE_MS = 2500;

type Feed = { stop(): Promise<void> };
const globalForFeed = globalThis as unknown as { __orgChangeFeed?: Feed };

/**
 * What an announced change drops in this process: the organisation cache — and with its generation the stylesheets
 * (lib/org/css.ts) and what the web server's micro-cache kept — and the anonymous page cache.
 */
export function forgetOrganisations(): void {
  invalidateOrgCache();
  clearPageCache();
}

/** A session notice's payload: the user's id, or "*" (a table was truncated) for everyone. */
export function forgetSessionsOf(payload: string | undefined): void {
  const userId = Number(payload);
  if (Number.isSafeInteger(userId) && userId > 0) forgetUserSessions(userId);
  else forgetAllSessions();
}

/** What the caches that are kept only while changes are heard learn when the feed connects or is lost. */
function hearChanges(heard: boolean): void {
  hearWalletChanges(heard);
  hearSessionChanges(heard);
}

/**
 * Listens for organisation changes on a connection of its own (PostgreSQL LISTEN), so that a change made anywhere —
 * another web process, `npm run org`, the seed, psql — reaches this process within moments instead of after
 * ORG_CACHE_TTL; for wallet changes, which drop the members' cards kept for the search results
 * (lib/wallet/cards-cache.ts); and for session changes (a session revoked, an account deleted, a password or a plan
 * changed), which drop what the page cache remembers of that user's sessions (lib/auth/session-memo.ts). The cards and
 * the session memos are kept only while this connection is up. A dropped connection is made again (0.5 s, 1 s,
 * 2 s, 5 s, then every 10 s); on every (re)connection the caches are dropped as well, since changes made while it was
 * down were not heard.
 *
 * Not on the embedded database (DB_SINGLE_SESSION): PGlite's socket server shares one session among all connections
 * and writes a notification back to the connection whose statement caused it, so nothing would be heard there; its
 * caches expire after ORG_CACHE_TTL as before, and no cards or session memos are kept. Once per process (instrumentation.ts).
 */
export function startOrgChangeFeed(): Feed | null {
  if (env().DB_SINGLE_SESSION) return null;
  if (globalForFeed.__orgChangeFeed) return globalForFeed.__orgChangeFeed;
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const connect = async () => {
    retry = undefined;
    if (stopped) return;
    const c = new pg.Client({ connectionString: databaseUrl(), connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    client = c;
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost || stopped) return;
      lost = true;
      hearChanges(false);
      clearInterval(heartbeat);
      c.removeAllListeners("notification");
      void c.end().catch(() => undefined);
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures += 1;
      if (failures === 1) log("warn", "organisation change feed: connection lost, reconnecting", error ? errorFields(error) : {});
      retry = setTimeout(() => void connect(), wait);
      retry.unref();
    };
    c.on("error", reconnect);
    c.on("end", () => reconnect());
    c.on("notification", (message) => {
      if (message.channel === ORG_CHANGED_CHANNEL) forgetOrganisations();
      else if (message.channel === WALLET_CHANGED_CHANNEL) forgetWalletCards();
      else if (message.channel === SESSION_CHANGED_CHANNEL) forgetSessionsOf(message.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${ORG_CHANGED_CHANNEL}; LISTEN ${WALLET_CHANGED_CHANNEL}; LISTEN ${SESSION_CHANGED_CHANNEL}`);
      failures = 0;
      forgetOrganisations();
      if (!lost && !stopped) {
        hearChanges(true);
        heartbeat = watchConnection(c, reconnect);
      }
    } catch (error) {
      reconnect(error);
    }
  };

  void connect();
  const feed: Feed = {
    stop: async () => {
      stopped = true;
      hearChanges(false);
      if (retry) clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => undefined);
      globalForFeed.__orgChangeFeed = undefined;
    },
  };
  globalForFeed.__orgChangeFeed = feed;
  return feed;
}

/**
 * A connection can stop answering without closing (a hung server, a route that drops packets): notices would stop
 * while the caches went on trusting them. It is asked a trivial question every HEARTBEAT_MS; a question unanswered
 * for HEARTBEAT_DEADLINE_MS counts as a lost connection (caches kept only while changes are heard are dropped at once).
 * PostgreSQL sends the notices pending for a session before its answer, so an answer also says every change committed
 * before the question was heard.
 */
function watchConnection(c: pg.Client, lost: (error: Error) => void): NodeJS.Timeout {
  let askedAt: number | null = null;
  const timer = setInterval(() => {
    if (askedAt !== null) {
      if (Date.now() - askedAt > HEARTBEAT_DEADLINE_MS) lost(new Error(`the listening connection did not answer within ${HEARTBEAT_DEADLINE_MS} ms`));
      return;
    }
    askedAt = Date.now();
    c.query("SELECT 1").then(
      () => (askedAt = null),
      (error: Error) => lost(error),
    );
  }, HEARTBEAT_MS);
  timer.unref();
  return timer;
}
