import { randomUUID } from "node:crypto";
import { pool } from "@/lib/db";
import { env } from "@/lib/env";
import { errorFields, log } from "@/lib/log";
import { deliver } from "./bus";
import { CHANNEL, type Change } from "./changes";

const store = globalThis as unknown as { __changeOrigin?: string };

/** This process's name on the inventory channel, so that the feed can tell its own announcements from others'. */
export function processOrigin(): string {
  return (store.__changeOrigin ??= randomUUID());
}

/**
 * Announces a change made by this process, once it is committed: this process's caches hear it at once (before the
 * next request is served), every other web process through the database within moments. Changes of tables whose
 * triggers announce them (lib/events/changes.ts CHANNEL) go no further; inventory changes are announced here.
 */
export function publishChange(change: Change): void {
  deliver(change);
  if (change.topic === "inventory") announce(CHANNEL.inventory, JSON.stringify({ origin: processOrigin(), of: change.of }));
}

/**
 * NOTIFY on the pool: never awaited by the booking that caused it, and a failure only logged — other processes then
 * see the change when their copies expire. Not on the embedded database, where no other process listens.
 */
function announce(channel: string, payload: string): void {
  if (env().DB_SINGLE_SESSION) return;
  // Straight on the pool: every booking announces, and one fixed statement needs nothing of the client's query compiler.
  pool
    .query("SELECT pg_notify($1, $2)", [channel, payload])
    .catch((error: unknown) => log("warn", "change not announced to other processes", { channel, ...errorFields(error) }));
}
