/**
 * `npm run wallet -- <command>`: issue wallet cards to a member, or certificates to an organisation.
 *   issue --org default --email member@demo.test --type certificate|discount|cash --amount 50 [--currency USD]
 *         [--services HLT,ACT] [--expires 2027-12-31] [--code CERT-1234] [--name "Weekend certificate"]
 *   issue-org --org default --product ACT --price 25 --name "Activity certificate" [--currency USD]
 *   list --org default --email member@demo.test
 * Validation lives in lib/wallet/issue-card.ts.
 */
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { issueCard, issueOrgCertificate } from "@/lib/wallet/issue-card";

const HELP = `npm run wallet -- issue --org <slug> --email <member> --type certificate|discount|cash --amount <n> [--currency USD] [--services HLT,ACT,RST,STY] [--expires YYYY-MM-DD] [--code CODE] [--name TEXT]
npm run wallet -- issue-org --org <slug> --product HLT|ACT|RST|STY --price <n> --name TEXT [--currency USD]
npm run wallet -- list --org <slug> --email <member>`;

const OPTIONS = {
  org: { type: "string" },
  email: { type: "string" },
  type: { type: "string" },
  amount: { type: "string" },
  currency: { type: "string" },
  services: { type: "string" },
  expires: { type: "string" },
  code: { type: "string" },
  name: { type: "string" },
  product: { type: "string" },
  price: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  if (command === "issue") {
    const card = await issueCard({
      ...values,
      services: values.services
        ? values.services
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    });
    console.log(
      `Issued ${card.type} ${card.cardCode} (payment_card_id ${card.id}): ${card.amountMinor} minor units of ${card.currency}${card.expiresAt ? `, expires ${card.expiresAt.toISOString().slice(0, 10)}` : ""}`,
    );
    return 0;
  }
  if (command === "issue-org") {
    const cert = await issueOrgCertificate(values);
    console.log(
      `Created organisation certificate ${cert.id} "${cert.name}" for ${cert.payment_product_code}: ${cert.payment_card_redemption_price} minor units of ${cert.payment_card_currency}`,
    );
    return 0;
  }
  if (command === "list") {
    const org = await db.organization.findUnique({ where: { slug: values.org ?? "" } });
    const user = org && values.email ? await db.user.findUnique({ where: { orgId_email: { orgId: org.id, email: values.email.toLowerCase() } } }) : null;
    if (!user) throw new AppError("NOT_FOUND", "No such member (give --org and --email)");
    for (const c of await db.paymentCard.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } })) {
      console.log(
        `${c.id}\t${c.type}\t${c.cardCode}\t${c.status}\t${c.balanceMinor}/${c.amountMinor} ${c.currency}\t${c.services.join(",")}\t${c.expiresAt?.toISOString().slice(0, 10) ?? "no expiry"}`,
      );
    }
    return 0;
  }
  console.error(`Unknown command "${command}".\n${HELP}`);
  return 2;
}

main(process.argv.slice(2))
  .then((code) => (process.exitCode = code))
  .catch((error) => {
    if (error instanceof ZodError) console.error(error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("\n"));
    else if (error instanceof AppError || (error instanceof TypeError && "code" in error)) console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
