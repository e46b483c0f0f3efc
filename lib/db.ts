import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrl } from "@/lib/env";

function createClient() {
  const adapter = new PrismaPg({ connectionString: databaseUrl(), max: 10 });
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

const globalForDb = globalThis as unknown as { __db?: Db };

/** The one Prisma client of the process (kept on globalThis so dev reloads do not open new pools). */
export const db: Db = globalForDb.__db ?? createClient();
globalForDb.__db = db;

export type { Db };
