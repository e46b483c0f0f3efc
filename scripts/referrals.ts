/**
 * `npm run referrals -- settle [--as-of YYYY-MM-DD]`: completes stays whose check-out has passed and makes the
 * referral credits they earned available (lib/referral/credits.ts completeFinishedStays — idempotent; run it daily
 * from cron). Credits are also settled lazily whenever a member's credits are read.
 */
import { parseArgs } from "node:util";
import { db } from "@/lib/db";
import { completeFinishedStays } from "@/lib/referral/credits";

const HELP = `Usage: npm run referrals -- settle [--as-of YYYY-MM-DD]
  settle   mark finished stays COMPLETED and their PENDING referral credits AVAILABLE (safe to repeat)
  --as-of  settle as if today were this date (default: now)`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { "as-of": { type: "string" }, help: { type: "boolean" } }, allowPositionals: true, strict: true });
  if (values.help || positionals[0] !== "settle") {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  const asOf = values["as-of"];
  if (asOf && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    console.error("--as-of must be a date like 2027-01-31");
    return 2;
  }
  const result = await completeFinishedStays(asOf ? new Date(`${asOf}T12:00:00Z`) : new Date());
  console.log(`Completed ${result.stays} stay(s); ${result.credits} referral credit(s) now available.`);
  return 0;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await db.$disconnect();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await db.$disconnect();
    process.exit(1);
  });
