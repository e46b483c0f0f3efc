/**
 * Test data factories: each test creates the users, codes and invitations it needs, with unique e-mails, straight in
 * the throwaway test database (DATABASE_URL given by `npm test`). A guard refuses any non-test database.
 */
import type { AnyProductCode } from "@/lib/products/codes";
import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/passwords";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";

let client: PrismaClient | undefined;

export function testDb(): PrismaClient {
  const url = process.env.DATABASE_URL ?? "";
  if (!/\/app_test_[0-9a-f]+(_\d+)?(\?|$)/.test(url))
    throw new Error(`Refusing to write test data outside a throwaway app_test_* database (DATABASE_URL=${url || "unset"})`);
  client ??= new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 4 }) });
  return client;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.test`;
}

export const TEST_PASSWORD = "Trip!2026a";

// One hash per password, at the configured cost (as the server makes them): test users need not each pay for one.
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

const orgIds = new Map<string, number>();
export async function orgId(slug: "default" | "partner"): Promise<number> {
  if (!orgIds.has(slug)) orgIds.set(slug, (await testDb().organization.findUniqueOrThrow({ where: { slug } })).id);
  return orgIds.get(slug)!;
}

export async function createUser(
  opts: {
    org?: "default" | "partner";
    orgId?: number;
    email?: string;
    password?: string;
    verified?: boolean;
    userType?: 1 | 2;
    firstName?: string;
    lastName?: string;
    planStatus?: string;
    isPromotion?: boolean;
    /** The member's saved language (their e-mails are written in it). */
    languageCode?: string;
  } = {},
) {
  const email = (opts.email ?? uniqueEmail(opts.userType === 1 ? "agent" : "member")).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const user = await testDb().user.create({
    data: {
      orgId: opts.orgId ?? (await orgId(opts.org ?? "default")),
      email,
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      userType: opts.userType ?? 2,
      role: opts.userType === 1 ? "Agent" : "Member",
      title: 2,
      firstName: opts.firstName ?? "Test",
      lastName: opts.lastName ?? "Traveller",
      nationalityId: 1,
      isPromotion: opts.isPromotion ?? false,
      ...(opts.languageCode ? { languageCode: opts.languageCode } : {}),
      password: { create: { hash: await passwordHash(password) } },
      ...(opts.planStatus ? { subscriptions: { create: { planName: "Test plan", planStatus: opts.planStatus } } } : {}),
    },
  });
  return { ...user, password };
}

export async function createAccessCode(opts: {
  org?: "default" | "partner";
  code?: string;
  maxUses?: number | null;
  expiresAt?: Date | null;
  kind?: "ACCESS" | "MASTER";
  planName?: string;
}) {
  const code = (opts.code ?? `T${randomBytes(4).toString("hex")}`).toUpperCase();
  return testDb().accessCode.create({
    data: {
      orgId: await orgId(opts.org ?? "partner"),
      code,
      kind: opts.kind ?? "ACCESS",
      maxUses: opts.maxUses ?? null,
      expiresAt: opts.expiresAt ?? null,
      planName: opts.planName ?? null,
    },
  });
}

export async function createInvitation(opts: {
  org?: "default" | "partner";
  email?: string;
  mastercode?: string | null;
  firstname?: string;
  lastname?: string;
  title?: number;
  phonenumber?: string;
  countrycode?: string;
  tripid?: string;
}) {
  const key = randomBytes(16).toString("base64url");
  const row = await testDb().invitation.create({
    data: {
      orgId: await orgId(opts.org ?? "default"),
      keyHash: createHash("sha256").update(key).digest("hex"),
      email: opts.email ?? uniqueEmail("invitee"),
      mastercode: opts.mastercode ?? null,
      firstname: opts.firstname ?? "Ivy",
      lastname: opts.lastname ?? "Invitee",
      title: opts.title ?? 1,
      phonenumber: opts.phonenumber ?? "2025550188",
      countrycode: opts.countrycode ?? "US",
      tripid: opts.tripid ?? null,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { ...row, key };
}

export async function closeTestDb(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}

/**
 * An organisation of its own for an SSO test, on the host `<slug>.localhost`, so SSO settings can be changed freely
 * without touching the seeded organisations other suites rely on.
 */
export async function createSsoOrg(
  opts: { ssoEnabled?: boolean; ssoSecret?: string | null; ssoJwksUrl?: string | null; ssoSessionOutUrl?: string | null } = {},
) {
  const slug = `sso-${randomBytes(4).toString("hex")}`;
  const host = `${slug}.localhost`;
  const secret = opts.ssoSecret === undefined ? randomBytes(32).toString("base64url") : opts.ssoSecret;
  const org = await testDb().organization.create({
    data: {
      slug,
      name: `SSO Partner ${slug}`,
      eligibleProducts: ["hotel", "resorts"],
      socialProviders: [],
      ssoEnabled: opts.ssoEnabled ?? true,
      ssoSecret: secret,
      ssoJwksUrl: opts.ssoJwksUrl ?? null,
      ssoSessionOutUrl: opts.ssoSessionOutUrl === undefined ? "https://partner.example/signed-out" : opts.ssoSessionOutUrl,
      hosts: { create: [{ host }] },
    },
  });
  return { ...org, host, secret: secret ?? "", audience: `org:${slug}` };
}

/** An organisation of the test's own on a fresh host (e.g. social-ab12cd.localhost), for settings no seed org has. */
export async function createOrg(
  opts: {
    socialProviders?: string[];
    accessCodeFlag?: number;
    name?: string;
    eligibleProducts?: string[];
    /** SPEC §9: the calendar's first weekday (0 = Sunday) and the minimum check-in, counted in the org's time zone. */
    weekStart?: number;
    minCheckinDays?: number;
    timeZone?: string;
  } = {},
) {
  const slug = `t-${randomBytes(4).toString("hex")}`;
  const host = `${slug}.localhost`;
  const org = await testDb().organization.create({
    data: {
      slug,
      name: opts.name ?? `Test Org ${slug}`,
      eligibleProducts: opts.eligibleProducts ?? ["hotel", "resorts"],
      socialProviders: opts.socialProviders ?? [],
      accessCodeFlag: opts.accessCodeFlag ?? 0,
      ...(opts.weekStart === undefined ? {} : { weekStart: opts.weekStart }),
      ...(opts.minCheckinDays === undefined ? {} : { minCheckinDays: opts.minCheckinDays }),
      ...(opts.timeZone === undefined ? {} : { timeZone: opts.timeZone }),
      hosts: { create: [{ host }] },
    },
  });
  return { ...org, host };
}

// ───────────────────────────── Catalogue ─────────────────────────────

/** A word no seeded property contains, so a prefix search for it finds only this test's properties. */
export function uniqueWord(prefix = "tst"): string {
  return `${prefix}${randomBytes(4).toString("hex")}`.replace(/[0-9]/g, (d) => "qwertyuiop"[Number(d)]!);
}

/** YYYY-MM-DD, `days` after today (UTC). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function key(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export type TestRoom = { name?: string; maxGuests?: number; publicRateMinor: number; memberRateMinor: number; available?: number; soldOutOn?: string[] };

/**
 * A property with its room types and availability for `nights` nights from `from` (default: 5 to 45 days ahead), or
 * an activity with slots. Every price is given, so tests can assert exact amounts.
 */
export async function createProperty(opts: {
  productCode?: AnyProductCode;
  name?: string;
  city?: string;
  region?: string;
  countryCode?: string;
  latitude?: number;
  longitude?: number;
  starRating?: number;
  propertyType?: string;
  amenities?: string[];
  currency?: string;
  taxRateBps?: number;
  feesMinor?: number;
  cancellationPolicy?: "FREE_CANCELLATION" | "PARTIAL_REFUND" | "NON_REFUNDABLE";
  freeCancelDays?: number;
  rooms?: TestRoom[];
  from?: number;
  nights?: number;
  /** `hour`: a UTC hour on the day `day` days ahead; `at`: the slot's exact start instead (e.g. a local time at its place). */
  slots?: { day: number; hour?: number; at?: Date; capacity?: number; remaining?: number; publicPriceMinor: number; memberPriceMinor: number }[];
  /** The IANA zone of a destination of its own (none by default): an activity's times are told on its clock. */
  timeZone?: string;
  /** A catalogue destination it belongs to (its centre is the results' "distance from the centre"). */
  destinationId?: number;
}) {
  const db = testDb();
  const name = opts.name ?? `${uniqueWord("Hotel ")} Test`;
  const city = opts.city ?? uniqueWord("City");
  const destination = opts.timeZone
    ? await db.destination.create({
        data: {
          slug: `test-${randomBytes(6).toString("hex")}`,
          name: city,
          countryCode: opts.countryCode ?? "US",
          latitude: opts.latitude ?? -60,
          longitude: opts.longitude ?? -150,
          timeZone: opts.timeZone,
        },
      })
    : null;
  const property = await db.property.create({
    data: {
      productCode: opts.productCode ?? "HLT",
      slug: `test-${randomBytes(6).toString("hex")}`,
      name,
      searchName: key(name),
      description: `${name} is a test property.`,
      address: `1 Test Street, ${city}`,
      city,
      region: opts.region ?? null,
      searchCity: key(city),
      searchRegion: key(opts.region ?? ""),
      countryCode: opts.countryCode ?? "US",
      latitude: opts.latitude ?? -60,
      longitude: opts.longitude ?? -150,
      starRating: opts.starRating ?? 3,
      propertyType: opts.propertyType ?? "hotel",
      // No photos of its own: the pages pick catalogue photos by id (lib/booking/pictures.ts).
      images: [],
      amenities: opts.amenities ?? ["wifi"],
      currency: opts.currency ?? "USD",
      taxRateBps: opts.taxRateBps ?? 1_000,
      feesMinor: opts.feesMinor ?? 0,
      cancellationPolicy: opts.cancellationPolicy ?? "FREE_CANCELLATION",
      freeCancelDays: opts.freeCancelDays ?? 2,
      destinationId: destination?.id ?? opts.destinationId ?? null,
    },
  });
  const rooms = [];
  for (const [i, r] of (opts.rooms ?? []).entries()) {
    const room = await db.roomType.create({
      data: {
        propertyId: property.id,
        name: r.name ?? `Room ${i + 1}`,
        maxGuests: r.maxGuests ?? 2,
        publicRateMinor: r.publicRateMinor,
        memberRateMinor: r.memberRateMinor,
      },
    });
    const from = opts.from ?? 5;
    const days = Array.from({ length: opts.nights ?? 40 }, (_, d) => isoDay(from + d));
    await db.roomAvailability.createMany({
      data: days.map((date) => ({ roomTypeId: room.id, date: new Date(`${date}T00:00:00Z`), available: r.soldOutOn?.includes(date) ? 0 : (r.available ?? 3) })),
    });
    rooms.push(room);
  }
  const slots = [];
  for (const s of opts.slots ?? []) {
    const startsAt = s.at ?? new Date(`${isoDay(s.day)}T${String(s.hour ?? 10).padStart(2, "0")}:00:00Z`);
    slots.push(
      await db.activitySlot.create({
        data: {
          propertyId: property.id,
          startsAt,
          capacity: s.capacity ?? 10,
          remaining: s.remaining ?? s.capacity ?? 10,
          publicPriceMinor: s.publicPriceMinor,
          memberPriceMinor: s.memberPriceMinor,
        },
      }),
    );
  }
  return { property, rooms, slots };
}
