/**
 * `npm run referrals -- <command>`: the operator's side of referrals and loyalty (validation in lib/referral/admin.ts).
 *   settle [--as-of YYYY-MM-DD]   completes finished stays and makes their referral credits available (idempotent;
 *                                 run daily from cron — credits are also settled lazily when a member reads them)
 *   list [--org slug]             campaigns and promotions
 *   campaign add --org slug --name … [--type referral] [--amount 25.00] [--currency USD] [--landing /path] [--start D] [--end D]
 *   promotion add --org slug --title … --description … [--landing /path] [--image URL] [--start D] [--end D]
 *   campaign end <id> / promotion end <id>
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { addCampaign, addPromotion, endItem, listItems } from "@/lib/referral/admin";
import { completeFinishedStays } from "@/lib/referral/credits";

const HELP = `Usage: npm run referrals -- <command>
  settle [--as-of YYYY-MM-DD]  mark finished stays COMPLETED and their PENDING referral credits AVAILABLE (safe to repeat)
  list [--org slug]            campaigns and promotions
  campaign add --org slug --name NAME [--type referral] [--amount 25.00] [--currency USD] [--landing /path] [--start YYYY-MM-DD] [--end YYYY-MM-DD]
  campaign end ID              stop a campaign (credits already earned keep it)
  promotion add --org slug --title TITLE --description TEXT [--landing /path] [--image URL] [--start YYYY-MM-DD] [--end YYYY-MM-DD]
  promotion end ID             stop showing a promotion`;

const OPTIONS = {
  "as-of": { type: "string" },
  org: { type: "string" },
  name: { type: "string" },
  type: { type: "string" },
  amount: { type: "string" },
  currency: { type: "string" },
  landing: { type: "string" },
  start: { type: "string" },
  end: { type: "string" },
  title: { type: "string" },
  description: { type: "string" },
  image: { type: "string" },
  help: { type: "boolean" },
} as const;

const date = (d?: Date | null) => (d ? d.toISOString().slice(0, 10) : "…");

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [command, sub, id] = positionals;
  const { help, org, "as-of": asOf, ...fields } = values;
  if (help || !command) {
    console.log(HELP);
    return help ? 0 : 2;
  }
  if (command === "settle") {
    if (asOf && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new AppError("VALIDATION_FAILED", "--as-of must be a date like 2027-01-31");
    const result = await completeFinishedStays(asOf ? new Date(`${asOf}T12:00:00Z`) : new Date());
    console.log(`Completed ${result.stays} stay(s); ${result.credits} referral credit(s) now available.`);
    return 0;
  }
  if (command === "list") {
    const { campaigns, promotions } = await listItems(org);
    for (const c of campaigns)
      console.log(
        `campaign ${c.id}\t${c.org.slug}\t${c.campaignType}\t${(c.creditAmountMinor / 100).toFixed(2)} ${c.currency}\t${date(c.startDate)}–${date(c.endDate)}\t${c.active ? "active" : "ended"}\t${c.name}`,
      );
    for (const p of promotions)
      console.log(`promotion ${p.id}\t${p.org.slug}\t${date(p.startsAt)}–${date(p.endsAt)}\t${p.active ? "active" : "ended"}\t${p.title}`);
    return 0;
  }
  if ((command === "campaign" || command === "promotion") && sub === "end") {
    if (!id || !/^\d+$/.test(id)) throw new AppError("VALIDATION_FAILED", `Usage: npm run referrals -- ${command} end ID`);
    await endItem(command, Number(id));
    console.log(`Ended ${command} ${id}.`);
    return 0;
  }
  if ((command === "campaign" || command === "promotion") && sub === "add") {
    if (!org) throw new AppError("VALIDATION_FAILED", "--org is required");
    const row = command === "campaign" ? await addCampaign(org, fields) : await addPromotion(org, fields);
    console.log(`Added ${command} ${row.id}.`);
    return 0;
  }
  console.error(`Unknown command "${positionals.join(" ")}".\n\n${HELP}`);
  return 2;
}

main(process.argv.slice(2))
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    if (error instanceof z.ZodError) console.error(`Invalid input:\n${error.issues.map((i) => `  --${i.path.join(".")}: ${i.message}`).join("\n")}`);
    else if (error instanceof AppError) console.error(error.message);
    else if (error instanceof TypeError && "code" in error && String((error as { code: unknown }).code).startsWith("ERR_PARSE_ARGS"))
      console.error(`${error.message}\n\n${HELP}`);
    else console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
