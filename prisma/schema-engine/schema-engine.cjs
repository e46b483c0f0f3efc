#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary (selected through PRISMA_SCHEMA_ENGINE_BINARY, see
// prisma.config.ts). It speaks the binary's protocol - newline-delimited JSON-RPC 2.0 on stdin/stdout, JSON log
// lines on stderr, `--version` and `cli can-connect-to-database|create-database` - and delegates every method to
// the WebAssembly engine from @prisma/schema-engine-wasm, connected to PostgreSQL (or PGlite) via @prisma/adapter-pg.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const readline = require("node:readline");
const { randomUUID } = require("node:crypto");
const pg = require("pg");
const { PrismaPg } = require("@prisma/adapter-pg");
const adapterDir = path.dirname(require.resolve("@prisma/adapter-pg"));
const { bindMigrationAwareSqlAdapterFactory } = require(require.resolve("@prisma/driver-adapter-utils", { paths: [adapterDir] }));

const WASM_DIR = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
const GIT_HASH = JSON.parse(fs.readFileSync(path.join(WASM_DIR, "package.json"), "utf8"))
  .version.split(".")
  .pop();

// ---------------------------------------------------------------- argv
const args = { datamodels: [], datasource: {}, cli: null, version: false };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === "--datamodels") args.datamodels.push(process.argv[++i]);
  else if (a === "--datasource") {
    try {
      args.datasource = JSON.parse(process.argv[++i]) ?? {};
    } catch {
      process.stderr.write(JSON.stringify({ level: "ERROR", fields: { message: "--datasource must be a JSON object" } }) + "\n");
      process.exit(1);
    }
  } else if (a === "--enabled-preview-features" || a === "--extension-types") i++;
  else if (a === "--version" || a === "-V") args.version = true;
  else if (a === "cli") args.cli = process.argv[++i];
}
const mainUrl = args.datasource.url;
const shadowUrl = args.datasource.shadowDatabaseUrl || process.env.SHADOW_DATABASE_URL || null;

// ---------------------------------------------------------------- logging & errors
const write = (stream, obj) => {
  try {
    stream.write(JSON.stringify(obj) + "\n");
  } catch {
    /* parent is gone */
  }
};
const logLine = (level, message, extra = {}) =>
  write(process.stderr, { timestamp: new Date().toISOString(), level, fields: { message, ...extra }, target: "schema_engine::logger" });
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});

// The wasm engine throws plain Errors without the P-codes the native binary reports; recover the common ones.
const CODES = [
  [/^Authentication failed/, "P1000"],
  [/^Can't reach database server/, "P1001"],
  [/^Timed out/, "P1002"],
  [/^Database `[^`]*` does not exist/, "P1003"],
  [/^Database `[^`]*` already exists/, "P1009"],
  [/failed to apply cleanly to the shadow database/, "P3006"],
  [/found failed migrations in the target database/, "P3009"],
  [/^Prisma Migrate could not create the shadow database/, "P3014"],
  [/^A migration failed to apply/, "P3018"],
];
const errorCode = (msg) => CODES.find(([re]) => re.test(msg))?.[1] ?? null;
// JS errors thrown inside our adapter factory reach us as "External error id#N"; look the original up by its id.
const errorRegistries = [];
function errorMessage(e) {
  const message = String(e?.message ?? e)
    .replace(/^Error: /, "")
    .trim();
  const id = /External error id#(\d+)/.exec(message)?.[1];
  const original = id && errorRegistries.map((r) => r.consumeError(Number(id))?.error).find(Boolean);
  return original ? errorMessage(original) : message;
}

// ---------------------------------------------------------------- wasm engine
let wasm;
async function loadWasm() {
  if (wasm) return wasm;
  // Node 20 cannot `import` a .wasm file, so instantiate the module by hand and hand it to the wasm-bindgen glue.
  const bg = await import(path.join(WASM_DIR, "schema_engine_bg.js"));
  const mod = new WebAssembly.Module(fs.readFileSync(path.join(WASM_DIR, "schema_engine_bg.wasm")));
  const instance = new WebAssembly.Instance(mod, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return (wasm = bg);
}

// Quirk 1: adapter-pg has no mapping for Postgres' internal "char" type (OID 18), which the engine's catalog queries
// return (relkind, contype, ...): "Column type 'char' could not be deserialized". Report those columns as text.
function patchCharColumns(adapter) {
  let proto = adapter;
  while (proto && !Object.hasOwn(proto, "performIO")) proto = Object.getPrototypeOf(proto);
  if (!proto || proto.performIO.charPatched) return adapter;
  const original = proto.performIO;
  proto.performIO = async function (query) {
    const result = await original.call(this, query);
    for (const field of result?.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
    return result;
  };
  proto.performIO.charPatched = true;
  return adapter;
}

async function connectUrl(url, cleanup) {
  const adapter = patchCharColumns(await new PrismaPg({ connectionString: url }).connect());
  if (cleanup) {
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      try {
        await dispose();
      } finally {
        await cleanup();
      }
    };
  }
  return adapter;
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}
const quoteIdent = (name) => `"${String(name).replace(/"/g, '""')}"`;
const hostKey = (url) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
};
const dbName = (url) => {
  const u = new URL(url);
  return decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username);
};
const isPglite = (url) => withClient(url, async (c) => /wasm32|emscripten/i.test((await c.query("select version() as v")).rows[0].v));

// Shadow databases still alive; dropped when the engine disposes them, at the end of each request, or on exit.
const shadowCleanups = new Set();
async function runShadowCleanups() {
  for (const cleanup of [...shadowCleanups]) await cleanup().catch((e) => logLine("WARN", `shadow cleanup failed: ${errorMessage(e)}`));
}
function trackCleanup(fn) {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    shadowCleanups.delete(once);
    await fn();
  };
  shadowCleanups.add(once);
  return once;
}

// Quirk 2: PrismaPg.connectToShadowDb() builds the shadow pool from `{...config, database}`, but pg lets the
// connection string's database win, so the shadow replay runs against the main database (P3006 "already exists").
async function connectToShadowDb() {
  if (shadowUrl) {
    // Refuse to wipe the main database; a PGlite server ignores the database name, so the same port means the same db.
    if (mainUrl && hostKey(shadowUrl) === hostKey(mainUrl) && (dbName(shadowUrl) === dbName(mainUrl) || (await isPglite(mainUrl))))
      throw new Error("The shadow database you configured appears to be the same as the main database. Please specify another shadow database.");
    await withClient(shadowUrl, async (c) => {
      // like the native engine: wipe the configured shadow database first
      const { rows } = await c.query("select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'");
      for (const { nspname } of rows) await c.query(`drop schema ${quoteIdent(nspname)} cascade`);
      await c.query("create schema if not exists public");
    });
    return connectUrl(shadowUrl);
  }
  if (!mainUrl) throw new Error("A datasource url is required to create a shadow database.");
  if (await isPglite(mainUrl)) {
    // A PGlite server hosts a single database, so replay the migrations in a throwaway in-memory PGlite instead.
    const { PGlite } = require("@electric-sql/pglite");
    const { PGLiteSocketServer } = require("@electric-sql/pglite-socket");
    const db = await PGlite.create();
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 100 });
    await server.start();
    const cleanup = trackCleanup(async () => {
      await server.stop();
      await db.close();
    });
    return connectUrl(`postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`, cleanup);
  }
  const name = `prisma_migrate_shadow_db_${randomUUID()}`;
  await withClient(mainUrl, (c) => c.query(`create database ${quoteIdent(name)}`)).catch((e) => {
    throw new Error(
      `Prisma Migrate could not create the shadow database. Please make sure the database user has permission to create databases. Read more about the shadow database (and workarounds) at https://pris.ly/d/migrate-shadow\n\nOriginal error: ${e.message}`,
    );
  });
  const cleanup = trackCleanup(() =>
    withClient(mainUrl, (c) =>
      c.query(`drop database if exists ${quoteIdent(name)} with (force)`).catch(() => c.query(`drop database if exists ${quoteIdent(name)}`)),
    ),
  );
  const url = new URL(mainUrl);
  url.pathname = "/" + encodeURIComponent(name);
  return connectUrl(url.toString(), cleanup);
}

async function createEngine(url, datamodels) {
  const bg = await loadWasm();
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => (url ? connectUrl(url) : Promise.reject(new Error("No datasource url was provided (set datasource.url in prisma.config.ts)."))),
    connectToShadowDb,
  });
  errorRegistries.unshift(factory.errorRegistry);
  const onLog = (line) => {
    for (const l of String(line).split("\n"))
      if (l.trim())
        try {
          process.stderr.write(l.trim() + "\n");
        } catch {}
  };
  return bg.SchemaEngine.new({ datamodels: datamodels.length ? datamodels : undefined }, args.cli ? () => {} : onLog, factory);
}

let mainEngine;
const readDatamodels = () => args.datamodels.map((p) => [p, fs.readFileSync(p, "utf8")]);
const getEngine = () => (mainEngine ??= createEngine(mainUrl, readDatamodels()));

const urlFromDatasource = (ds) => (ds?.tag === "ConnectionString" ? ds.url : mainUrl);

async function createDatabase(url) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1)) || "postgres";
  const admin = new URL(url);
  for (const db of ["postgres", "template1"]) {
    admin.pathname = "/" + db;
    try {
      await withClient(admin.toString(), (c) => c.query(`create database ${quoteIdent(name)}`));
      return name;
    } catch (e) {
      if (e.code !== "3D000" || db === "template1") throw e; // retry via template1 when `postgres` is missing
    }
  }
}

// ---------------------------------------------------------------- JSON-RPC methods
const PASSTHROUGH = new Set([
  "applyMigrations",
  "dbExecute",
  "devDiagnostic",
  "diagnoseMigrationHistory",
  "ensureConnectionValidity",
  "introspect",
  "introspectSql",
  "markMigrationApplied",
  "markMigrationRolledBack",
  "reset",
  "schemaPush",
]);
let printId = 1;

async function dispatch(method, params = {}) {
  if (method === "createDatabase") return { databaseName: await createDatabase(urlFromDatasource(params.datasource)) };
  if (method === "getDatabaseVersion") {
    const url = urlFromDatasource(params?.datasource);
    const engine = url === mainUrl ? await getEngine() : await createEngine(url, []);
    return engine.version();
  }
  if (method === "debugPanic") return (await getEngine()).debugPanic();
  if (method === "dbExecute" && params.datasourceType?.tag === "url" && params.datasourceType.url !== mainUrl)
    return (await createEngine(params.datasourceType.url, [])).dbExecute(params);
  const engine = await getEngine();
  if (method === "evaluateDataLoss" || method === "createMigration") {
    // Quirk 3: the wasm engine only builds the migration-history schema on the shadow database inside devDiagnostic;
    // after pending migrations were applied these calls fail with "shadow DB must be provided through an external
    // factory", so run devDiagnostic again and retry.
    try {
      return await engine[method](params);
    } catch (e) {
      if (!/shadow DB must be provided through an external factory/.test(String(e?.message))) throw e;
      await engine.devDiagnostic({ migrationsList: params.migrationsList, filters: params.filters });
      return engine[method](params);
    }
  }
  if (method === "diff") {
    // The native engine prints the diff through a `print` request to the CLI instead of returning it.
    const { exitCode, stdout } = await engine.diff(params);
    if (stdout) write(process.stdout, { jsonrpc: "2.0", id: `print-${printId++}`, method: "print", params: { content: stdout.replace(/\n$/, "") } });
    return { exitCode };
  }
  if (PASSTHROUGH.has(method)) return engine[method](params);
  const err = new Error(`Method not found: ${method}`);
  err.rpcCode = -32601;
  throw err;
}

async function handle({ id, method, params }) {
  try {
    const result = await dispatch(method, params ?? undefined);
    write(process.stdout, { jsonrpc: "2.0", id, result: result ?? null });
  } catch (e) {
    let message = errorMessage(e);
    // The wasm engine reports a failing migration script as a bare connector error; phrase it like the native P3018.
    const failed = /apply_script\s+with migration_name="([^"]+)"/.exec(message)?.[1];
    if (failed && !errorCode(message))
      message = `A migration failed to apply. New migrations cannot be applied before the error is recovered from. Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve\n\nMigration name: ${failed}\n\nDatabase error:\n${message}`;
    const isPanic = e instanceof WebAssembly.RuntimeError || /panicked at/.test(message);
    write(process.stdout, {
      jsonrpc: "2.0",
      id,
      error: e.rpcCode
        ? { code: e.rpcCode, message }
        : {
            code: 4466,
            message: "An error happened. Check the data field for details.",
            data: { is_panic: isPanic, message, meta: null, error_code: isPanic ? null : errorCode(message) },
          },
    });
  } finally {
    await runShadowCleanups(); // the engine normally disposes its shadow adapter; never leave a shadow database behind
  }
}

async function shutdown(code) {
  await runShadowCleanups();
  process.exit(code);
}

// ---------------------------------------------------------------- `cli` subcommands
async function runCli(command) {
  logLine("INFO", "Starting schema engine CLI", { git_hash: GIT_HASH }); // the CLI skips the first stderr line
  try {
    if (!mainUrl) throw new Error("No datasource url was provided.");
    if (command === "can-connect-to-database") {
      await (await createEngine(mainUrl, [])).ensureConnectionValidity({ datasource: { tag: "ConnectionString", url: mainUrl } });
    } else if (command === "create-database") {
      logLine("INFO", `Database '${await createDatabase(mainUrl)}' was successfully created.`);
    } else {
      throw new Error(`Unknown cli subcommand: ${command}`);
    }
    process.exit(0);
  } catch (e) {
    const message = errorMessage(e);
    logLine("ERROR", message, errorCode(message) ? { error_code: errorCode(message) } : {});
    process.exit(1);
  }
}

// ---------------------------------------------------------------- main
if (args.version) {
  process.stdout.write(`schema-engine-cli ${GIT_HASH}\n`);
} else if (args.cli) {
  runCli(args.cli);
} else {
  process.on("uncaughtException", (e) => {
    logLine("ERROR", errorMessage(e));
    shutdown(1);
  }); // the CLI reports it
  process.on("SIGTERM", () => shutdown(0));
  process.on("SIGINT", () => shutdown(130));
  let queue = Promise.resolve();
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on("line", (line) => {
    if (!line.trim()) return;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      return write(process.stdout, { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
    }
    if (typeof msg.method !== "string") return; // e.g. the CLI's acknowledgement of a `print` request
    queue = queue.then(() => handle(msg));
  });
  rl.on("close", () => queue.then(() => shutdown(0)));
}
