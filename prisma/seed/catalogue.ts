/**
 * The demo catalogue: 46 real destinations, ~800 stays of the seven stay products (./stay-products.ts: hotels,
 * resorts, stays, condos, holiday stays, dream trips, green deals) with room types, member and public rates,
 * taxes, fees, cancellation policies and ~120 days of availability, plus activities with dated slots. Deterministic
 * (a seeded PRNG), so every machine gets the same names and prices; dates start from the day it runs. Written with
 * batched multi-row inserts so it stays fast on the embedded PGlite database.
 */
import { Prisma, type PrismaClient } from "../../lib/generated/prisma/client";
import { searchKey } from "../../lib/booking/search-key";
import { DESTINATIONS, type DestinationSeed } from "./destinations";
import { galleryFor } from "../../lib/booking/pictures";
import { ACTIVITIES, PROFILES, stayAmenities, stayPlan, type Rng, type StayKind } from "./stay-products";
import { propertyTypeOf } from "./property-type";
import type { PropertyType } from "../../lib/booking/property-types";
import { inlandStreets, pointOn, seafrontStreets, streetAddress } from "./districts";

/** Days of availability and activity slots from the seed day on. */
export const CATALOGUE_DAYS = 120;
const SEED = 20_261_122;

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

const USD_TO = { USD: 1, EUR: 0.92, GBP: 0.79 } as const;

export type CatalogueProperty = {
  slug: string;
  productCode: StayKind | "ACT";
  name: string;
  description: string;
  address: string;
  destination: DestinationSeed;
  latitude: number;
  longitude: number;
  starRating: number;
  propertyType: PropertyType;
  images: string[];
  amenities: string[];
  currency: string;
  taxRateBps: number;
  feesMinor: number;
  cancellationPolicy: "FREE_CANCELLATION" | "PARTIAL_REFUND" | "NON_REFUNDABLE";
  freeCancelDays: number;
  rooms: { name: string; description: string; maxGuests: number; beds: string; publicRateMinor: number; memberRateMinor: number }[];
  /** Activities only: price per person (public, member) and places per slot. */
  activity?: { publicPriceMinor: number; memberPriceMinor: number; capacity: number; hours: number[] };
};

function toMinor(usd: number, currency: keyof typeof USD_TO): number {
  // Whole units, as hotels publish them (e.g. 149.00).
  return Math.max(1, Math.round(usd * USD_TO[currency])) * 100;
}

function memberRate(rng: Rng, publicMinor: number): number {
  // Members pay 8–25 % less, rounded to whole units.
  return Math.round((publicMinor * (1 - rng.int(8, 25) / 100)) / 100) * 100;
}

/** On land along its street: a point in the street's district (districts.ts), all within ~12 km of the centre. */
function placeOn(rng: Rng, d: DestinationSeed, street: string) {
  return pointOn(d, street, rng.next(), rng.next());
}

/** What an activity's title promises: the sea. Its meeting point is then on the seafront. */
const AT_THE_SEA = /beach|snorkel|surf|sunset cruise/i;

/**
 * The setting a stay is built for: a beach destination's seafront, or its streets inland, where the stay is named,
 * furnished and pictured like a city stay (no beach house on Sheikh Zayed Road).
 */
function settingAt(d: DestinationSeed, onShore: boolean): DestinationSeed {
  return d.setting === "beach" && !onShore ? { ...d, setting: "city" } : d;
}

function policy(rng: Rng) {
  const roll = rng.next();
  if (roll < 0.6) return { cancellationPolicy: "FREE_CANCELLATION" as const, freeCancelDays: rng.pick([1, 2, 3, 7, 14]) };
  if (roll < 0.85) return { cancellationPolicy: "PARTIAL_REFUND" as const, freeCancelDays: rng.pick([3, 7]) };
  return { cancellationPolicy: "NON_REFUNDABLE" as const, freeCancelDays: 0 };
}

function images(kind: StayKind | "ACT", n: number, d: DestinationSeed): string[] {
  // Three of the shipped photographs (public/images/photos); each property starts at a different one.
  return galleryFor(kind, n, d.setting);
}

/** The whole demo catalogue, as plain data. */
export function buildCatalogue(): CatalogueProperty[] {
  const rng = prng(SEED);
  const out: CatalogueProperty[] = [];
  const slugs = new Set<string>();
  const names = new Set<string>();
  const slugOf = (name: string, d: DestinationSeed) => {
    const base = `${searchKey(name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}-${d.slug}`;
    let slug = base;
    for (let i = 2; slugs.has(slug); i++) slug = `${base}-${i}`;
    slugs.add(slug);
    return slug;
  };
  DESTINATIONS.forEach((d, di) => {
    const seafront = seafrontStreets(d);
    const inland = inlandStreets(d);
    stayPlan(d).forEach((kind, k) => {
      const profile = PROFILES[kind];
      // Resorts and dream trips of a beach destination are on the beach; other stays there are on the shore or inland.
      const onShore = seafront.length > 0 && (kind === "RST" || kind === "DRT" || rng.chance(0.4));
      const street = rng.pick(onShore ? seafront : inland);
      const place = settingAt(d, onShore);
      const stars = rng.int(...profile.stars);
      // No two properties of a destination share a name.
      let name = profile.name(rng, place, street);
      while (names.has(`${d.slug}:${name}`)) name = profile.name(rng, place, street);
      names.add(`${d.slug}:${name}`);
      const currency = d.currency !== "USD" && rng.chance(0.6) ? d.currency : "USD";
      const amenities = stayAmenities(rng, kind, stars, place);
      // What sets it apart first: the extras, then what every stay of its kind has.
      const highlights = [...amenities.filter((a) => !profile.alwaysHas.includes(a as never)), ...profile.alwaysHas]
        .slice(0, 3)
        .map((a) => a.replace(/-/g, " "))
        .join(", ");
      const base = profile.baseRateUsd * d.priceFactor * (0.7 + stars * 0.18) * (0.85 + rng.next() * 0.3);
      const roomPlan = profile.rooms(place).slice(0, rng.int(...profile.roomCount));
      const feesUsd = profile.feesUsd(rng);
      out.push({
        slug: slugOf(name, d),
        productCode: kind,
        name,
        description: profile.describe({ rng, name, d: place, stars, highlights }),
        address: `${streetAddress(d, street, rng.int(1, 480))}, ${d.name}`,
        destination: d,
        ...placeOn(rng, d, street),
        starRating: stars,
        propertyType: propertyTypeOf(kind, name),
        images: images(kind, di + k, place),
        amenities,
        currency,
        taxRateBps: d.taxRateBps,
        feesMinor: feesUsd > 0 ? toMinor(feesUsd, currency) : 0,
        ...policy(rng),
        rooms: roomPlan.map((r) => {
          const publicRateMinor = toMinor(base * r.factor, currency);
          return {
            name: r.name,
            description: `${r.beds}, sleeps ${r.maxGuests}.`,
            maxGuests: r.maxGuests,
            beds: r.beds,
            publicRateMinor,
            memberRateMinor: memberRate(rng, publicRateMinor),
          };
        }),
      });
    });
    const titles = ACTIVITIES[d.setting];
    for (let a = 0; a < (d.major ? 4 : 3); a++) {
      const title = titles[(di + a * 2) % titles.length]!;
      const name = `${d.name} ${title}`;
      const publicPriceMinor = toMinor(rng.int(25, 140) * d.priceFactor, "USD");
      const street = rng.pick(seafront.length > 0 && AT_THE_SEA.test(title) ? seafront : inland);
      out.push({
        slug: slugOf(name, d),
        productCode: "ACT",
        name,
        description: `${title} in ${d.name} with a licensed local guide. Small groups, hotel pick-up on request and free cancellation up to a day before.`,
        address: `Meeting point: ${streetAddress(d, street, rng.int(1, 200))}, ${d.name}`,
        destination: d,
        ...placeOn(rng, d, street),
        starRating: rng.int(3, 5),
        propertyType: propertyTypeOf("ACT", name),
        images: images("ACT", di + a, d),
        amenities: [],
        currency: "USD",
        taxRateBps: d.taxRateBps,
        feesMinor: 0,
        cancellationPolicy: "FREE_CANCELLATION",
        freeCancelDays: 1,
        rooms: [],
        activity: {
          publicPriceMinor,
          memberPriceMinor: memberRate(rng, publicPriceMinor),
          capacity: rng.pick([8, 12, 16, 24]),
          hours: rng.chance(0.5) ? [9, 14] : [10],
        },
      });
    }
  });
  return out;
}

/**
 * A deterministic draw in [0, 1) for one row, in SQL: the same catalogue on every machine without sending a value per
 * row (PostgreSQL's hashint8extended, seeded; `key` is a bigint expression unique per row and draw).
 */
function draw(key: string, seed: number): Prisma.Sql {
  return Prisma.raw(`((hashint8extended(${key}, ${seed}) & 2147483647)::float8 / 2147483648)`);
}

/**
 * Writes the catalogue when there is none yet (a seeded database keeps its catalogue, bookings and all). Returns
 * what it wrote.
 */
export async function seedCatalogue(
  db: PrismaClient,
  now = new Date(),
): Promise<{ properties: number; roomTypes: number; availability: number; slots: number } | null> {
  if ((await db.property.count({ where: { slug: { not: { startsWith: "bench-" } } } })) > 0) return null;
  const catalogue = buildCatalogue();
  await db.destination.createMany({
    skipDuplicates: true,
    data: DESTINATIONS.map((d) => ({
      slug: d.slug,
      name: d.name,
      region: d.region,
      countryCode: d.countryCode,
      latitude: d.latitude,
      longitude: d.longitude,
      timeZone: d.timeZone,
    })),
  });
  const destIds = new Map((await db.destination.findMany({ select: { id: true, slug: true } })).map((d) => [d.slug, d.id]));
  const created = await db.property.createManyAndReturn({
    select: { id: true, slug: true },
    data: catalogue.map(({ destination: d, rooms: _rooms, activity: _activity, ...p }) => ({
      ...p,
      searchName: searchKey(p.name),
      city: d.name,
      region: d.region,
      searchCity: searchKey(d.name),
      searchRegion: searchKey(d.region),
      countryCode: d.countryCode,
      destinationId: destIds.get(d.slug)!,
    })),
  });
  const propertyIds = new Map(created.map((p) => [p.slug, p.id]));
  const rooms = await db.roomType.createManyAndReturn({
    select: { id: true, propertyId: true, name: true },
    data: catalogue.flatMap((p) => p.rooms.map((r) => ({ propertyId: propertyIds.get(p.slug)!, ...r }))),
  });

  // Availability: a few rooms a night, some nights sold out, Friday and Saturday nights 15 % dearer. Generated in the
  // database: sending 250,000 rows as parameters took three times as long as the insert itself.
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 86_400_000).toISOString().slice(0, 10);
  const roomIds = rooms.map((r) => r.id);
  const availability = await db.$executeRaw`
    INSERT INTO "RoomAvailability" ("roomTypeId", "date", "available", "publicRateMinor", "memberRateMinor")
    SELECT r."id", n.night,
      CASE WHEN ${draw(`r."id"::bigint * 1000 + n.day`, SEED + 1)} < 0.06 THEN 0 ELSE 1 + floor(${draw(`r."id"::bigint * 1000 + n.day`, SEED + 2)} * 6)::int END,
      CASE WHEN n.weekend THEN (round(r."publicRateMinor" * 1.15 / 100) * 100)::int END,
      CASE WHEN n.weekend THEN (round(r."memberRateMinor" * 1.15 / 100) * 100)::int END
    FROM "RoomType" r
    CROSS JOIN (
      SELECT day, ${start}::date + day AS night, extract(dow FROM ${start}::date + day) IN (5, 6) AS weekend
      FROM generate_series(0, ${CATALOGUE_DAYS}::int) day
    ) n
    WHERE r."id" = ANY(${roomIds}::int[])
    ON CONFLICT DO NOTHING`;

  // Activity slots at each departure hour, local time at the destination, from tomorrow on; some sold out.
  const departures = catalogue.flatMap((p) => (p.activity ? p.activity.hours.map((hour) => ({ p, a: p.activity!, hour })) : []));
  const slots = await db.$executeRaw`
    INSERT INTO "ActivitySlot" ("propertyId", "startsAt", "capacity", "remaining", "publicPriceMinor", "memberPriceMinor")
    SELECT d.pid, ((${start}::date + n.day + d.hour * interval '1 hour') AT TIME ZONE d.tz) AT TIME ZONE 'UTC', d.capacity,
      CASE WHEN ${draw(`d.pid::bigint * 100000 + n.day * 24 + d.hour`, SEED + 3)} < 0.08 THEN 0
        ELSE 2 + floor(${draw(`d.pid::bigint * 100000 + n.day * 24 + d.hour`, SEED + 4)} * (d.capacity - 1))::int END,
      d.pub, d.mem
    FROM unnest(${departures.map((d) => propertyIds.get(d.p.slug)!)}::int[], ${departures.map((d) => d.hour)}::int[],
      ${departures.map((d) => d.p.destination.timeZone)}::text[], ${departures.map((d) => d.a.capacity)}::int[],
      ${departures.map((d) => d.a.publicPriceMinor)}::int[], ${departures.map((d) => d.a.memberPriceMinor)}::int[]) AS d(pid, hour, tz, capacity, pub, mem)
    CROSS JOIN generate_series(1, ${CATALOGUE_DAYS}::int) AS n(day)`;
  return { properties: created.length, roomTypes: rooms.length, availability, slots };
}
