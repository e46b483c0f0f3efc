import { db } from "@/lib/db";

export type Health = { ok: boolean; database: "up" | "down"; latencyMs: number };

/** Pings the database with a bounded wait, so a hung connection still answers in time. */
export async function checkHealth(timeoutMs = 2000): Promise<Health> {
  const started = Date.now();
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error("health check timed out")), timeoutMs)),
    ]);
    return { ok: true, database: "up", latencyMs: Date.now() - started };
  } catch {
    return { ok: false, database: "down", latencyMs: Date.now() - started };
  }
}
