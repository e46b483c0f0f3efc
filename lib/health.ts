import { db } from "@/lib/db";
import { markDatabaseDown, resetDatabaseBreaker } from "@/lib/db-health";

export type Health = { ok: boolean; database: "up" | "down"; latencyMs: number };

/** Pings the database with a bounded wait, so a hung connection still answers in time. */
export async function checkHealth(timeoutMs = 2000): Promise<Health> {
  const started = Date.now();
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error("health check timed out")), timeoutMs)),
    ]);
    resetDatabaseBreaker(); // the database answers: stop refusing requests at once
    return { ok: true, database: "up", latencyMs: Date.now() - started };
  } catch {
    markDatabaseDown();
    return { ok: false, database: "down", latencyMs: Date.now() - started };
  }
}
