/**
 * `npm run rates:import -- [--dry-run] <file>`: loads currency rates from a CSV (`code,rate[,date]`, units per
 * 1 USD) or an ECB reference-rate XML file into CurrencyRate. A file with any problem changes nothing: every
 * problem is printed with its line and the exit code is 1. --dry-run checks the file without writing.
 *
 * Builds its own Prisma client the way prisma/seed.ts does (DATABASE_URL, else the embedded PGlite of `npm start`),
 * not lib/db.ts: that one is the web process's pooled client.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { importRates } from "../lib/locale/rates-import";

async function main(argv: string[]): Promise<number> {
  const dryRun = argv.includes("--dry-run");
  const files = argv.filter((a) => a !== "--dry-run");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    console.error("Usage: npm run rates:import -- [--dry-run] <rates.csv | eurofxref.xml>");
    return 1;
  }
  const file = files[0]!;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }

  const url = process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_DB_PORT ?? "51214"}/postgres?sslmode=disable`;
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const result = await importRates(db, text, { fileName: path.basename(file), dryRun });
    if (!result.ok) {
      console.error(`${file} (${result.format}): ${result.problems.length} problem(s), nothing was written:`);
      for (const p of result.problems) console.error(`  line ${p.line}: ${p.message}`);
      return 1;
    }
    const verb = result.dryRun ? "would write" : "wrote";
    console.log(
      `${file} (${result.format}): ${verb} ${result.created + result.replaced} rate(s) for ${result.days.join(", ") || "no date"}` +
        ` — ${result.created} new, ${result.replaced} replacing earlier values for the same day.`,
    );
    if (result.skipped.length) console.log(`Skipped currencies this site does not offer: ${result.skipped.join(", ")}.`);
    if (!result.dryRun) console.log("Running web processes pick the new rates up within RATES_CACHE_TTL seconds (60 by default).");
    return 0;
  } finally {
    await db.$disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
