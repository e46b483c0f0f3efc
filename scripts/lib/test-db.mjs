import { randomBytes } from "node:crypto";
import pg from "pg";
import { run } from "./proc.mjs";

/**
 * A throwaway PostgreSQL database per test run: created on the server of TEST_DATABASE_URL (default: the local
 * PostgreSQL on 127.0.0.1:5432), migrated with the stock `prisma migrate deploy`, seeded, and dropped afterwards.
 * It is the template of the run: every web process under test gets a copy of its own (`clone`), made by PostgreSQL's
 * CREATE DATABASE … TEMPLATE (a file copy, well under a second) instead of migrating and seeding again.
 */
export async function createTestDatabase({ root, adminUrl, stdio = "inherit" }) {
  const name = `app_test_${randomBytes(4).toString("hex")}`;
  if (!/^postgres(ql)?:\/\/[^@]*@?(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(adminUrl)) {
    throw new Error(`Refusing to create test databases on a non-local server: ${adminUrl}`);
  }
  const urlOf = (database) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const created = [];
  const admin = (sql) => query(adminUrl, sql);
  const query = async (connectionString, sql) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  await admin(`CREATE DATABASE ${name}`);
  created.push(name);
  const env = { ...process.env, DATABASE_URL: urlOf(name) };
  await run(`${root}/node_modules/.bin/prisma`, ["migrate", "deploy"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", stdio === "inherit" ? "inherit" : stdio[2]],
  });
  await run(`${root}/node_modules/.bin/tsx`, ["prisma/seed.ts"], { cwd: root, env, stdio });

  let clones = 0;
  // PostgreSQL refuses to copy a template that another copy is reading: one copy at a time.
  let copying = Promise.resolve();
  return {
    name,
    url: urlOf(name),
    /** A fresh copy of the migrated, seeded database; nothing may be connected to the template while it is made. */
    clone: () => {
      const copy = `${name}_${++clones}`;
      const offset = clones * 1_000_000;
      const made = copying.then(() => admin(`CREATE DATABASE ${copy} TEMPLATE ${name}`));
      copying = made.catch(() => undefined);
      // Each copy numbers its new accounts from its own million: the stand-ins every web process shares (the savings
      // sandbox keys members by user id) must never see two copies' users as one.
      const numbered = made.then(() =>
        query(urlOf(copy), `SELECT setval(pg_get_serial_sequence('"User"', 'id'), (SELECT COALESCE(MAX(id), 0) FROM "User") + ${offset})`),
      );
      return numbered.then(() => (created.push(copy), urlOf(copy)));
    },
    drop: async () => {
      for (const database of created.splice(0).reverse()) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
