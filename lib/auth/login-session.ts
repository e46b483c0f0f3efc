import { randomUUID } from "node:crypto";
import { pool } from "@/lib/db";
import { env } from "@/lib/env";

type LoginSessionInput = { userId: number; ip: string; userAgent: string; meta: Record<string, unknown> | null };

// One statement writes the session and the stored action "login" (SPEC §4). Times are written as UTC, as Prisma
// writes DateTime columns; the id is a UUID, as Session's @default(uuid()) makes them.
const INSERT_SESSION_AND_LOGIN = `
WITH s AS (
  INSERT INTO "Session" (id, "userId", ip, "userAgent", "isSso", "createdAt", "lastSeenAt", "expiresAt")
  VALUES ($1, $2, $3, $4, false, $5::timestamptz AT TIME ZONE 'UTC', $5::timestamptz AT TIME ZONE 'UTC', $6::timestamptz AT TIME ZONE 'UTC')
  RETURNING id
)
INSERT INTO "UserActivity" ("userId", action, ip, "userAgent", meta, "createdAt")
SELECT $2, 'login', $3, $4, $7::jsonb, $5::timestamptz AT TIME ZONE 'UTC' FROM s`;

/**
 * Opens the session of a password or social sign-in and records the login, in one transaction and one statement.
 * The commit does not wait for the disk (synchronous_commit off for this transaction only): should PostgreSQL crash
 * in the next fraction of a second, the member is signed out again and the login record is lost, but nothing is
 * half-written — and the sign-in no longer spends most of its time beyond the password hash waiting on fsync.
 */
export async function openLoginSession(input: LoginSessionInput): Promise<{ id: string; expiresAt: Date }> {
  const id = randomUUID();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + env().SESSION_MAX_AGE * 1000);
  const client = await pool.connect();
  try {
    await client.query("BEGIN; SET LOCAL synchronous_commit = off");
    await client.query(INSERT_SESSION_AND_LOGIN, [
      id,
      input.userId,
      input.ip,
      input.userAgent.slice(0, 500),
      now.toISOString(),
      expiresAt.toISOString(),
      input.meta ? JSON.stringify(input.meta) : null,
    ]);
    await client.query("COMMIT");
    return { id, expiresAt };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
