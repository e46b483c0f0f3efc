import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { GuardedPool, poolLimits, statementLimits } from "@/lib/db-pool";
import { databaseUrl, env } from "@/lib/env";

function createClient(pool: pg.Pool) {
  const adapter = new PrismaPg(pool);
  // Password hashes and org secrets are never selected unless a query asks for them by name.
  return new PrismaClient({
    adapter,
    omit: {
      passwordCredential: { hash: true },
      organization: { ssoSecret: true, apiKeyHash: true },
    },
  });
}

type Db = ReturnType<typeof createClient>;

const globalForDb = globalThis as unknown as { __db?: Db; __pool?: pg.Pool };

/**
 * The connection pool under the Prisma client. Only hot read paths whose cost is measured use it directly (the
 * catalogue search: one large statement, where Prisma's raw-query layer costs more CPU than the query itself).
 */
export const pool: pg.Pool =
  globalForDb.__pool ??
  // A connection that cannot be had in time (made, or freed by another request), or a query that runs too long, fails
  // the request with 503 instead of queueing it behind a dead or stuck server (lib/db-pool.ts).
  new GuardedPool({
    connectionString: databaseUrl(),
    ...poolLimits({ max: 10 }),
    connectionTimeoutMillis: env().DB_CONNECT_TIMEOUT_MS,
    ...statementLimits(),
  });
globalForDb.__pool = pool;

/** The one Prisma client of the process (kept on globalThis so dev reloads do not open new pools). */
export const db: Db = globalForDb.__db ?? createClient(pool);
globalForDb.__db = db;

export type { Db };
