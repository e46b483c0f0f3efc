import pg from "pg";
import { databaseUrl, env } from "@/lib/env";
import { errorFields, log } from "@/lib/log";
import { deliver } from "./bus";
import { CHANNEL, type Change } from "./changes";
import { processOrigin } from "./publish";

const RETRY_MS = [500, 1000, 2000, 5000, 10_000];
const CONNECT_TIMEOUT_MS = 5000;
/** How often the listening connection is asked a trivial question, and how long it may take before it counts as lost. */
const HEARTBEAT_MS = 1000;
const HEARTBEAT_DEADLINE_MS = 2500;

type Feed = { stop(): Promise<void> };
const globalForFeed = globalThis as unknown as { __changeFeed?: Feed };

/** A notice heard on one of the channels, as the change it announces; null for this process's own or a garbled one. */
export function changeOfNotice(channel: string, payload: string | undefined): Change | null {
  switch (channel) {
    case CHANNEL.org:
      return { topic: "org" };
    case CHANNEL.rates:
      return { topic: "rates" };
    case CHANNEL.session:
      return { topic: "session", userId: userOfNotice(payload) };
    case CHANNEL.member:
      return { topic: "member", userId: userOfNotice(payload) };
    case CHANNEL.inventory: {
      const notice = parseInventoryNotice(payload);
      return notice && notice.origin !== processOrigin() ? { topic: "inventory", of: notice.of } : null;
    }
    default:
      return null;
  }
}

/** The user a session or member notice names; anything else (a TRUNCATE's "*") stands for every user. */
function userOfNotice(payload: string | undefined): number | "*" {
  const userId = Number(payload);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : "*";
}

function parseInventoryNotice(payload: string | undefined): { origin: string; of: "stays" | "flights" } | null {
  try {
    const notice = JSON.parse(payload ?? "");
    return notice && typeof notice.origin === "string" && (notice.of === "stays" || notice.of === "flights") ? notice : null;
  } catch {
    return null;
  }
}

/**
 * Listens on a connection of its own (PostgreSQL LISTEN) for the changes other processes make — another web process,
 * `npm run` scripts, the seed, psql — and delivers each to this process's listeners (lib/events/bus.ts; the caches'
 * seam, lib/cache/seam.ts), so that they reach this process within moments instead of when its copies expire. A
 * dropped connection is made again (0.5 s, 1 s, 2 s, 5 s, then every 10 s); its loss and every (re)connection are
 * delivered as a feed change, since changes made while it was down were not heard.
 *
 * Not on the embedded database (DB_SINGLE_SESSION): PGlite's socket server shares one session among all connections
 * and writes a notification back to the connection whose statement caused it, so nothing would be heard there; its
 * caches expire by their lifetimes, and the ones right only while changes are heard keep nothing. Once per process
 * (instrumentation.ts).
 */
export function startChangeFeed(): Feed | null {
  if (env().DB_SINGLE_SESSION) return null;
  if (globalForFeed.__changeFeed) return globalForFeed.__changeFeed;
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
      deliver({ topic: "feed", heard: false });
      clearInterval(heartbeat);
      c.removeAllListeners("notification");
      void c.end().catch(() => undefined);
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures += 1;
      if (failures === 1) log("warn", "change feed: connection lost, reconnecting", error ? errorFields(error) : {});
      retry = setTimeout(() => void connect(), wait);
      retry.unref();
    };
    c.on("error", reconnect);
    c.on("end", () => reconnect());
    c.on("notification", (message) => {
      const change = changeOfNotice(message.channel, message.payload);
      if (change) deliver(change);
    });
    try {
      await c.connect();
      await c.query(
        Object.values(CHANNEL)
          .map((channel) => `LISTEN ${channel}`)
          .join("; "),
      );
      failures = 0;
      if (!lost && !stopped) {
        deliver({ topic: "feed", heard: true });
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
      deliver({ topic: "feed", heard: false });
      if (retry) clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => undefined);
      globalForFeed.__changeFeed = undefined;
    },
  };
  globalForFeed.__changeFeed = feed;
  return feed;
}

/**
 * A connection can stop answering without closing (a hung server, a route that drops packets): notices would stop
 * while the caches went on trusting them. It is asked a trivial question every HEARTBEAT_MS; a question unanswered
 * for HEARTBEAT_DEADLINE_MS counts as a lost connection. PostgreSQL sends the notices pending for a session before its
 * answer, so an answer also says every change committed before the question was heard.
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
