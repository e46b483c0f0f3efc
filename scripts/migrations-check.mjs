#!/usr/bin/env node
/**
 * `npm run db:migrations-check`: do the hand-written migrations build the database prisma/schema.prisma describes?
 * Two scratch databases on the local PostgreSQL (TEST_DATABASE_URL's server): one made by `prisma migrate deploy`, one
 * by `prisma db push` from the schema. Their tables, columns, indexes and keys must be the same; what only migrations
 * can say (triggers, their functions, CHECK constraints) is left out. Prints each difference and exits 1 if any.
 *
 * Not `prisma migrate diff`: on these machines it prints nothing and exits 0 even when the two differ (seen
 * 2026-12-07 with a column dropped by hand), so an empty answer from it proved nothing.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { run } from "./lib/proc.mjs";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const urlOf = (database) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The database's shape as comparable lines: each column, index and key of the public schema. */
async function shapeOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(`
      SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`);
    const indexes = await client.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`);
    const keys = await client.query(`
      SELECT c.conrelid::regclass::text AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE n.nspname = 'public' AND c.contype IN ('p', 'f', 'u') AND c.conrelid::regclass::text NOT IN ('_prisma_migrations', '"_prisma_migrations"')`);
    const enums = await client.query(`
      SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`);
    return new Set([
      ...columns.rows.map(
        (c) =>
          `column ${c.table_name}.${c.column_name} ${c.data_type}/${c.udt_name}(${c.character_maximum_length ?? ""}) null=${c.is_nullable} default=${c.column_default ?? ""}`,
      ),
      ...indexes.rows.map((i) => `index ${i.indexdef}`),
      ...keys.rows.map((k) => `key ${k.tbl} ${k.conname} ${k.def}`),
      ...enums.rows.map((e) => `enum ${e.typname} ${e.labels}`),
    ]);
  } finally {
    await client.end();
  }
}

async function main() {
  const stem = `migrations_check_${randomBytes(3).toString("hex")}`;
  const [migrated, pushed] = [`${stem}_migrated`, `${stem}_pushed`];
  const prisma = path.join(root, "node_modules", ".bin", "prisma");
  const quiet = { cwd: root, stdio: ["ignore", "ignore", "inherit"] };
  await admin(`CREATE DATABASE ${migrated}`);
  await admin(`CREATE DATABASE ${pushed}`);
  try {
    await run(prisma, ["migrate", "deploy"], { ...quiet, env: { ...process.env, DATABASE_URL: urlOf(migrated) } });
    await run(prisma, ["db", "push"], { ...quiet, env: { ...process.env, DATABASE_URL: urlOf(pushed) } });
    const [fromMigrations, fromSchema] = await Promise.all([shapeOf(urlOf(migrated)), shapeOf(urlOf(pushed))]);
    const missing = [...fromSchema].filter((line) => !fromMigrations.has(line)).sort();
    const extra = [...fromMigrations].filter((line) => !fromSchema.has(line)).sort();
    for (const line of missing) console.log(`schema has, migrations do not: ${line}`);
    for (const line of extra) console.log(`migrations have, schema does not: ${line}`);
    console.log(
      missing.length + extra.length === 0
        ? `> migrations and schema agree (${fromSchema.size} columns, indexes, keys and enums)`
        : `> ${missing.length + extra.length} differences: write a migration (prisma/migrations/<timestamp>_<name>/migration.sql)`,
    );
    return missing.length + extra.length === 0 ? 0 : 1;
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${migrated} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pushed} WITH (FORCE)`);
  }
}

process.exit(await main());
