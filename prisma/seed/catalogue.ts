/**
 * The demo catalogue: real destinations, ~300 hotels, resorts and stays with room types, member and public rates,
 * taxes, fees, cancellation policies and ~120 days of availability, plus activities with dated slots. Deterministic
 * (a seeded PRNG), so every machine gets the same names and prices; dates start from the day it runs. Written with
 * batched multi-row inserts so it stays fast on the embedded PGlite database.
 */
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { AMENITIES } from "../../lib/booking/amenities";
import { searchKey } from "../../lib/booking/search-key";
import { DESTINATIONS, type DestinationSeed } from "./destinations";
import { galleryFor } from "../../lib/booking/pictures";

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
type Rng = ReturnType<typeof prng>;

const USD_TO = { USD: 1, EUR: 0.92, GBP: 0.79 } as const;

type Kind = "HLT" | "RST" | "STY";
const HOTEL_FIRST = [
  "Grand",
  "Royal",
  "Harbour",
  "Garden",
  "Plaza",
  "Park",
  "Central",
  "Boutique",
  "Vista",
  "Azure",
  "Heritage",
  "Metropole",
  "Riverside",
  "Skyline",
  "Old Town",
  "Crown",
];
const HOTEL_LAST = ["Hotel", "Inn", "Suites", "Palace", "House", "Hotel & Spa", "Lodge", "Residences"];
const RESORT_FIRST = ["Palm", "Coral", "Sunset", "Lagoon", "Paradise", "Blue Bay", "Golden Sands", "Tradewinds", "Serenity", "Ocean Breeze"];
const RESORT_LAST = ["Resort", "Beach Resort", "Resort & Spa", "Club Resort", "Family Resort"];
const STAY_ADJ = ["Sunny", "Charming", "Modern", "Cosy", "Spacious", "Bright", "Quiet", "Stylish", "Historic", "Airy"];
const STAY_TYPE = ["Loft", "Apartment", "Villa", "Townhouse", "Studio", "Penthouse", "Cottage", "Flat"];
const STAY_NEAR = ["near the Old Town", "by the Waterfront", "with a Terrace", "in the Centre", "with Garden", "close to the Beach", "with City Views"];
const ACTIVITIES = [
  "City Walking Tour",
  "Sunset Cruise",
  "Food Tasting Tour",
  "Museum Skip-the-Line Pass",
  "Snorkel & Beach Day",
  "Bike Tour",
  "Cooking Class",
  "Day Trip by Coach",
  "Night Lights Tour",
];

const ROOMS: Record<Kind, { name: string; maxGuests: number; beds: string; factor: number }[]> = {
  HLT: [
    { name: "Standard Queen Room", maxGuests: 2, beds: "1 queen bed", factor: 1 },
    { name: "Deluxe King Room", maxGuests: 2, beds: "1 king bed", factor: 1.25 },
    { name: "Twin Room", maxGuests: 3, beds: "2 double beds", factor: 1.15 },
    { name: "Junior Suite", maxGuests: 4, beds: "1 king bed and a sofa bed", factor: 1.7 },
  ],
  RST: [
    { name: "Garden View Room", maxGuests: 2, beds: "1 king bed", factor: 1 },
    { name: "Ocean View Room", maxGuests: 3, beds: "2 queen beds", factor: 1.3 },
    { name: "Family Suite", maxGuests: 5, beds: "1 king bed and 2 twin beds", factor: 1.8 },
    { name: "Swim-up Suite", maxGuests: 2, beds: "1 king bed", factor: 2.2 },
  ],
  STY: [
    { name: "Whole apartment", maxGuests: 4, beds: "2 bedrooms", factor: 1 },
    { name: "Private room", maxGuests: 2, beds: "1 double bed", factor: 0.55 },
    { name: "Entire home", maxGuests: 6, beds: "3 bedrooms", factor: 1.6 },
  ],
};

const BASE_RATE_USD: Record<Kind, number> = { HLT: 70, RST: 160, STY: 95 };

export type CatalogueProperty = {
  slug: string;
  productCode: "HLT" | "RST" | "STY" | "ACT";
  name: string;
  description: string;
  address: string;
  destination: DestinationSeed;
  latitude: number;
  longitude: number;
  starRating: number;
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

function jitter(rng: Rng, d: DestinationSeed) {
  // Within ~12 km of the centre, so a 25 km radius search around the city finds them.
  const r = rng.next() * 0.11;
  const angle = rng.next() * 2 * Math.PI;
  return {
    latitude: +(d.latitude + r * Math.sin(angle)).toFixed(6),
    longitude: +(d.longitude + (r * Math.cos(angle)) / Math.cos((d.latitude * Math.PI) / 180)).toFixed(6),
  };
}

function amenitiesFor(rng: Rng, kind: Kind | "ACT", stars: number): string[] {
  if (kind === "ACT") return [];
  const always = kind === "STY" ? ["wifi", "kitchen"] : ["wifi"];
  const extra = AMENITIES.filter((a) => !always.includes(a) && rng.chance(kind === "RST" ? 0.55 : 0.2 + stars * 0.07));
  if (kind === "RST" && !extra.includes("pool")) extra.push("pool");
  return [...always, ...extra];
}

function policy(rng: Rng) {
  const roll = rng.next();
  if (roll < 0.6) return { cancellationPolicy: "FREE_CANCELLATION" as const, freeCancelDays: rng.pick([1, 2, 3, 7, 14]) };
  if (roll < 0.85) return { cancellationPolicy: "PARTIAL_REFUND" as const, freeCancelDays: rng.pick([3, 7]) };
  return { cancellationPolicy: "NON_REFUNDABLE" as const, freeCancelDays: 0 };
}

function images(kind: Kind | "ACT", n: number): string[] {
  // Three of the shipped photographs (public/images/photos); each property starts at a different one.
  return galleryFor(kind, n);
}

function describe(kind: Kind, name: string, d: DestinationSeed, stars: number, amenities: string[]): string {
  const where = `${d.name}, ${d.region}`;
  const highlights = amenities
    .slice(0, 3)
    .map((a) => a.replace(/-/g, " "))
    .join(", ");
  if (kind === "RST")
    return `${name} is a ${stars}-star resort in ${where} with ${highlights}. Spacious rooms, daily activities for all ages and easy access to the best beaches and sights.`;
  if (kind === "STY") return `${name}: a self-catering stay in ${where} with ${highlights}. Ideal for families and longer trips, with local hosts on hand.`;
  return `${name} is a ${stars}-star hotel in ${where}. Guests enjoy ${highlights} and a central location close to shops, restaurants and public transport.`;
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
    const plan: Kind[] = ["HLT", "HLT", "HLT", "HLT", "HLT", "HLT", "RST", "RST", "RST", "STY", "STY", "STY"];
    plan.forEach((kind, k) => {
      const stars = kind === "STY" ? rng.int(2, 4) : kind === "RST" ? rng.int(3, 5) : rng.int(2, 5);
      const makeName = () =>
        kind === "HLT"
          ? `${rng.pick(HOTEL_FIRST)} ${d.name} ${rng.pick(HOTEL_LAST)}`
          : kind === "RST"
            ? `${rng.pick(RESORT_FIRST)} ${rng.pick(RESORT_LAST)} ${d.name}`
            : `${rng.pick(STAY_ADJ)} ${rng.pick(STAY_TYPE)} ${rng.pick(STAY_NEAR)}`;
      // No two properties of a destination share a name.
      let name = makeName();
      while (names.has(`${d.slug}:${name}`)) name = makeName();
      names.add(`${d.slug}:${name}`);
      const currency = d.currency !== "USD" && rng.chance(0.6) ? d.currency : "USD";
      const amenities = amenitiesFor(rng, kind, stars);
      const base = BASE_RATE_USD[kind] * d.priceFactor * (0.7 + stars * 0.18) * (0.85 + rng.next() * 0.3);
      const roomPlan = ROOMS[kind].slice(0, kind === "STY" ? rng.int(2, 3) : rng.int(2, 4));
      out.push({
        slug: slugOf(name, d),
        productCode: kind,
        name,
        description: describe(kind, name, d, stars, amenities),
        address: `${rng.int(1, 480)} ${rng.pick(d.streets)}, ${d.name}`,
        destination: d,
        ...jitter(rng, d),
        starRating: stars,
        images: images(kind, di + k),
        amenities,
        currency,
        taxRateBps: d.taxRateBps,
        feesMinor:
          kind === "RST"
            ? toMinor(rng.int(15, 45), currency)
            : kind === "STY"
              ? toMinor(rng.int(30, 90), currency)
              : rng.chance(0.3)
                ? toMinor(rng.int(5, 20), currency)
                : 0,
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
    for (let a = 0; a < 3; a++) {
      const title = ACTIVITIES[(di + a * 3) % ACTIVITIES.length]!;
      const name = `${d.name} ${title}`;
      const publicPriceMinor = toMinor(rng.int(25, 140) * d.priceFactor, "USD");
      out.push({
        slug: slugOf(name, d),
        productCode: "ACT",
        name,
        description: `${title} in ${d.name} with a licensed local guide. Small groups, hotel pick-up on request and free cancellation up to a day before.`,
        address: `Meeting point: ${rng.int(1, 200)} ${rng.pick(d.streets)}, ${d.name}`,
        destination: d,
        ...jitter(rng, d),
        starRating: rng.int(3, 5),
        images: images("ACT", di + a),
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

/** UTC instant of a local wall-clock time in a time zone (no DST gap at the hours used here). */
function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(guess);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const shown = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

function isoDay(start: number, offset: number): string {
  return new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
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

  // Availability: a few rooms a night, some nights sold out, Friday and Saturday nights 15 % dearer.
  const rng = prng(SEED + 1);
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 86_400_000;
  const roomsById = new Map(catalogue.flatMap((p) => p.rooms.map((r) => [`${propertyIds.get(p.slug)}:${r.name}`, r])));
  const cols = { roomTypeId: [] as number[], date: [] as string[], available: [] as number[], pub: [] as (number | null)[], mem: [] as (number | null)[] };
  for (const room of rooms) {
    const rates = roomsById.get(`${room.propertyId}:${room.name}`)!;
    for (let day = 0; day < CATALOGUE_DAYS + 1; day++) {
      const date = isoDay(start, day);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 5 || weekday === 6;
      cols.roomTypeId.push(room.id);
      cols.date.push(date);
      cols.available.push(rng.chance(0.06) ? 0 : rng.int(1, 6));
      cols.pub.push(weekend ? Math.round((rates.publicRateMinor * 1.15) / 100) * 100 : null);
      cols.mem.push(weekend ? Math.round((rates.memberRateMinor * 1.15) / 100) * 100 : null);
    }
  }
  // One statement per 20,000 rows with unnest(): five array parameters instead of 100,000 scalar ones.
  for (let i = 0; i < cols.roomTypeId.length; i += 20_000) {
    const s = (a: unknown[]) => a.slice(i, i + 20_000);
    await db.$executeRaw`
      INSERT INTO "RoomAvailability" ("roomTypeId", "date", "available", "publicRateMinor", "memberRateMinor")
      SELECT * FROM unnest(${s(cols.roomTypeId)}::int[], ${s(cols.date)}::date[], ${s(cols.available)}::int[], ${s(cols.pub)}::int[], ${s(cols.mem)}::int[])
      ON CONFLICT DO NOTHING`;
  }

  const slots = catalogue.flatMap((p) => {
    if (!p.activity) return [];
    const a = p.activity;
    return Array.from({ length: CATALOGUE_DAYS }, (_, day) => isoDay(start, day + 1)).flatMap((date) =>
      a.hours.map((hour) => {
        const remaining = rng.chance(0.08) ? 0 : rng.int(2, a.capacity);
        return {
          propertyId: propertyIds.get(p.slug)!,
          startsAt: zonedInstant(date, hour, p.destination.timeZone),
          capacity: a.capacity,
          remaining,
          publicPriceMinor: a.publicPriceMinor,
          memberPriceMinor: a.memberPriceMinor,
        };
      }),
    );
  });
  for (let i = 0; i < slots.length; i += 5_000) await db.activitySlot.createMany({ data: slots.slice(i, i + 5_000) });
  return { properties: created.length, roomTypes: rooms.length, availability: cols.roomTypeId.length, slots: slots.length };
}
