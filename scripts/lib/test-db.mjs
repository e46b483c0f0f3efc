import { randomBytes } from "node:crypto";
import pg from "pg";
import { run } from "./proc.mjs";

/**
 * A throwaway PostgreSQL database per test run: created on the server of TEST_DATABASE_URL (default: the local
 * PostgreSQL on 127.0.0.1:5432), migrated with the stock `prisma migrate deploy`, seeded, and dropped afterwards.
 */
export async function createTestDatabase({ root, adminUrl }) {
  const name = `app_test_${randomBytes(4).toString("hex")}`;
  if (!/^postgres(ql)?:\/\/[^@]*@?(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(adminUrl)) {
    throw new Error(`Refusing to create test databases on a non-local server: ${adminUrl}`);
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const env = { ...process.env, DATABASE_URL: dbUrl };
  await run(`${root}/node_modules/.bin/prisma`, ["migrate", "deploy"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  await run(`${root}/node_modules/.bin/tsx`, ["prisma/seed.ts"], { cwd: root, env });
  return {
    name,
    url: dbUrl,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
