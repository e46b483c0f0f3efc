/**
 * Demo and reference data. Idempotent: every row is upserted by a natural key, so `npm run db:seed` can run again
 * on a seeded database without duplicating or overwriting what users changed since (users are created only once).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { CURRENCIES, LANGUAGES, SEED_RATES_DATE } from "./seed/reference-data";
import { ORGANIZATIONS, sha256 } from "./seed/organizations";
import { sanitizeCss } from "../lib/org/css-sanitize";
import { hashPassword } from "../lib/auth/passwords";
import { seedCatalogue } from "./seed/catalogue";
import { seedAccountDemo } from "./seed/account-demo";
import { seedWallet } from "./seed/wallet";
import { seedReferrals } from "./seed/referrals";

type CountryJson = {
  countryId: number;
  countryName: string;
  countryCode: string;
  countryFlag: string;
  isdCode: string;
  distanceUnit: string | null;
  tempUnit: string | null;
  default_country: "true" | "false";
};
type NationalityJson = { nationalityId: number; nationalityName: string; nationalityCode: string };

export const DEMO_PASSWORD = "Demo!2345";

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, "data", file), "utf8")) as T;
}

export async function seed(db: PrismaClient): Promise<void> {
  for (const l of LANGUAGES) {
    await db.language.upsert({ where: { code: l.code }, update: { name: l.name, dir: l.dir }, create: { ...l } });
  }
  for (const { rate, ...c } of CURRENCIES) {
    await db.currency.upsert({ where: { code: c.code }, update: { name: c.name, symbol: c.symbol, flag: c.flag }, create: c });
    await db.currencyRate.upsert({
      where: { currencyCode_effectiveAt: { currencyCode: c.code, effectiveAt: SEED_RATES_DATE } },
      update: {},
      create: { currencyCode: c.code, rate, effectiveAt: SEED_RATES_DATE, source: "seed" },
    });
  }

  const countries = readJson<CountryJson[]>("countries.json");
  await db.country.createMany({
    skipDuplicates: true,
    data: countries.map((c) => ({
      id: c.countryId,
      code: c.countryCode,
      name: c.countryName,
      flag: c.countryFlag,
      isdCode: c.isdCode,
      distanceUnit: c.distanceUnit,
      tempUnit: c.tempUnit,
      isDefault: c.default_country === "true",
    })),
  });
  const nationalities = readJson<NationalityJson[]>("nationalities.json");
  await db.nationality.createMany({
    skipDuplicates: true,
    data: nationalities.map((n) => ({ id: n.nationalityId, name: n.nationalityName, code: n.nationalityCode })),
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { hosts, apiKey, css, ...org } of ORGANIZATIONS) {
    const row = await db.organization.upsert({
      where: { slug: org.slug },
      update: {},
      create: { ...org, apiKeyHash: sha256(apiKey) },
    });
    for (const host of hosts) {
      await db.orgHost.upsert({ where: { host }, update: { orgId: row.id }, create: { host, orgId: row.id } });
    }
    for (const [pageCode, raw] of Object.entries(css ?? {})) {
      const clean = sanitizeCss(raw).css;
      await db.orgCss.upsert({
        where: { orgId_pageCode_variant: { orgId: row.id, pageCode, variant: "all" } },
        update: {},
        create: { orgId: row.id, pageCode, variant: "all", css: clean, hash: sha256(clean) },
      });
    }
    await seedDemoUsers(db, row.id, passwordHash);
    await seedAccountDemo(db, row.id);
    await seedWallet(db, row);
    await seedReferrals(db, row);
    if (org.slug === "partner") {
      await db.accessCode.upsert({
        where: { orgId_code: { orgId: row.id, code: "BLUE2026" } },
        update: {},
        create: { orgId: row.id, code: "BLUE2026", kind: "ACCESS", planName: "Blue Lagoon Member" },
      });
    }
  }

  // The demo catalogue, only into an empty one: later runs keep what is there (and the bookings that point at it).
  const catalogue = await seedCatalogue(db);
  if (catalogue)
    console.log(
      `Seeded the catalogue: ${catalogue.properties} properties, ${catalogue.roomTypes} room types, ${catalogue.availability} availability rows, ${catalogue.slots} activity slots`,
    );
}

async function seedDemoUsers(db: PrismaClient, orgId: number, passwordHash: string) {
  const demo = [
    { email: "member@demo.test", userType: 2, role: "Member", title: 2, firstName: "Maya", lastName: "Member", referralCode: `MAYA${orgId}` },
    { email: "agent@demo.test", userType: 1, role: "Agent", title: 3, firstName: "Alex", lastName: "Agent", referralCode: `ALEX${orgId}` },
  ];
  for (const u of demo) {
    const existing = await db.user.findUnique({ where: { orgId_email: { orgId, email: u.email } }, select: { id: true } });
    if (existing) continue;
    await db.user.create({
      data: {
        ...u,
        orgId,
        emailVerifiedAt: new Date(),
        nationalityId: 1,
        countryId: 235,
        phoneCountryCode: "+1",
        mobileNo: "2025550123",
        languageCode: "en-US",
        currencyCode: "USD",
        password: { create: { hash: passwordHash } },
        subscriptions: { create: { planName: "Travel Savings", planStatus: "ACTIVE", displayPrice: "WITH_TAX" } },
      },
    });
  }
}

async function main() {
  const url = process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_DB_PORT ?? "51214"}/postgres?sslmode=disable`;
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  const started = Date.now();
  try {
    await seed(db);
    console.log(`Seeded demo data in ${Date.now() - started} ms`);
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
