/**
 * `npm run sso:token -- --org partner --email someone@example.com [--landing /wallet]`: the partner stand-in of the
 * quick start. Signs a 2-minute SSO token with the organisation's HS256 secret from the database and prints the
 * /login/sso?key=… link to open (single use: run it again for another).
 */
import { parseArgs } from "node:util";
import { db } from "@/lib/db";
import { mintSsoToken } from "@/lib/auth/sso/mint-sso-token";

const HELP = `Mint a partner SSO link for the demo.

  npm run sso:token -- --org partner --email someone@example.com [--first Sam] [--last Partner]
    [--landing /wallet] [--language fr-FR] [--currency EUR] [--trip-id TRIP-1] [--sub partner-member-id]
    [--base-url http://partner.localhost:3000]

The link is good for 2 minutes and one use. Uses DATABASE_URL, else the embedded database of npm start.`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      org: { type: "string" },
      email: { type: "string" },
      first: { type: "string" },
      last: { type: "string" },
      landing: { type: "string" },
      language: { type: "string" },
      currency: { type: "string" },
      "trip-id": { type: "string" },
      sub: { type: "string" },
      "base-url": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help || !values.org || !values.email) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  const org = await db.organization.findUnique({ where: { slug: values.org }, include: { hosts: true }, omit: { ssoSecret: false } });
  if (!org) throw new Error(`No organisation "${values.org}" (npm run org -- list)`);
  if (!org.ssoEnabled || !org.ssoSecret) throw new Error(`"${org.slug}" has no HS256 SSO secret: npm run org -- update ${org.slug} --sso true --sso-secret …`);
  const token = await mintSsoToken({
    orgSlug: org.slug,
    secret: org.ssoSecret,
    email: values.email,
    givenName: values.first ?? "Sam",
    familyName: values.last ?? "Partner",
    sub: values.sub,
    language: values.language,
    currency: values.currency,
    tripId: values["trip-id"],
    landingPath: values.landing,
  });
  const host = org.hosts[0]?.host ?? "localhost";
  const base = values["base-url"] ?? `http://${host}:${process.env.PORT ?? 3000}`;
  console.log(`${base.replace(/\/+$/, "")}/login/sso?key=${token}`);
  return 0;
}

main(process.argv.slice(2))
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
