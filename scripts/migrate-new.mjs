#!/usr/bin/env node
/**
 * `npm run db:migrate:new -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql for the difference
 * between the existing migrations and prisma/schema.prisma — offline, with the stock `prisma migrate diff`. With no
 * DATABASE_URL an in-memory PGlite server serves as the scratch database the engine replays migrations into.
 * Review the SQL before committing (renames show up as drop + add).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { run, waitForPort } from "./lib/proc.mjs";

const root = path.resolve(import.meta.dirname, "..");
const name = (process.argv[2] ?? "").trim();
if (!/^[a-z0-9_]{1,60}$/i.test(name)) {
  console.error("Usage: npm run db:migrate:new -- <name>   (letters, digits and _ only)");
  process.exit(2);
}

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

let scratch;
try {
  const env = { ...process.env };
  if (!env.DATABASE_URL) {
    const port = await freePort();
    scratch = spawn(path.join(root, "node_modules/.bin/pglite-server"), [`--port=${port}`, "--max-connections=20"], { stdio: "ignore" });
    await waitForPort(port, { child: scratch });
    env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  }
  const out = path.join(os.tmpdir(), `migration-${process.pid}.sql`);
  await run(
    path.join(root, "node_modules/.bin/prisma"),
    ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema", "prisma/schema.prisma", "--script", "--output", out],
    { cwd: root, env },
  );
  const sql = existsSync(out) ? readFileSync(out, "utf8") : "";
  if (!sql.trim() || /^-- This is an empty migration\.\s*$/.test(sql.trim())) {
    console.log("No schema changes: no migration written.");
    rmSync(out, { force: true });
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(root, "prisma", "migrations", `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    renameSync(out, path.join(dir, "migration.sql"));
    console.log(`Wrote ${path.relative(root, dir)}/migration.sql`);
  }
} finally {
  scratch?.kill("SIGTERM");
}
