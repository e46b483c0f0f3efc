import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI normally downloads a native schema engine, which these machines cannot reach. Our stand-in speaks the
// same protocol and delegates to the WebAssembly engine from npm; a machine with the real binary can override it.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "prisma/schema-engine/schema-engine.cjs");

// The embedded PGlite server (scripts/start.mjs) listens here when DATABASE_URL is not set.
const embeddedUrl = `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_DB_PORT ?? "51214"}/postgres?sslmode=disable`;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? embeddedUrl,
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL,
  },
});
