/**
 * `npm run seed:bench`: a large catalogue for `npm run bench` — 50,000 properties (hotels, resorts, stays) around 500
 * destinations (the 28 real ones hold 300 each, as a big city would; 472 generated towns share the rest, ~88 each),
 * two room types each and 10 nights of availability per room type (1,000,000 rows), from 20 to 29 days ahead. In SQL
 * with generate_series (seconds, not minutes) into DATABASE_URL. Bench rows have slugs starting "bench-"; a second
 * run does nothing unless given --force, which deletes them first.
 */
import path from "node:path";
import pg from "pg";
import { searchKey } from "../lib/booking/search-key";
import { DESTINATIONS } from "./seed/destinations";

export const BENCH = { properties: 50_000, realPerDestination: 300, towns: 472, roomTypesPerProperty: 2, nights: 10, firstDay: 20 } as const;

export async function seedBench(client: pg.Client, opts: { force?: boolean; log?: (s: string) => void } = {}): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const existing = await client.query(`SELECT count(*)::int AS n FROM "Property" WHERE "slug" LIKE 'bench-%'`);
  if (existing.rows[0].n > 0 && !opts.force) {
    log(`bench catalogue already there (${existing.rows[0].n} properties): nothing to do (--force re-creates it)`);
    return;
  }
  let t = Date.now();
  const step = (what: string) => {
    log(`${what} in ${Date.now() - t} ms`);
    t = Date.now();
  };
  await client.query("BEGIN");
  try {
    if (opts.force) {
      await client.query(`DELETE FROM "Property" WHERE "slug" LIKE 'bench-%'`);
      await client.query(`DELETE FROM "Destination" WHERE "slug" LIKE 'bench-%'`);
      step("removed the previous bench catalogue");
    }
    await client.query("SELECT setseed(0.42)");
    // The real destinations (present when the demo seed ran) and generated towns spread over the inhabited latitudes.
    for (const d of DESTINATIONS) {
      await client.query(
        `INSERT INTO "Destination" ("slug", "name", "region", "countryCode", "latitude", "longitude", "timeZone") VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("slug") DO NOTHING`,
        [d.slug, d.name, d.region, d.countryCode, d.latitude, d.longitude, d.timeZone],
      );
    }
    await client.query(
      `INSERT INTO "Destination" ("slug", "name", "region", "countryCode", "latitude", "longitude", "timeZone")
       SELECT 'bench-town-' || g, 'Benchtown ' || g, 'Bench Region ' || (g % 20), 'US', random() * 110 - 45, random() * 340 - 170, 'UTC'
       FROM generate_series(1, $1::int) g`,
      [BENCH.towns],
    );
    // One row per destination with its normalised search keys (searchKey() in JS, as the app computes them).
    const dests = await client.query<{ id: number; slug: string; name: string; region: string | null }>(
      `SELECT "id", "slug", "name", "region" FROM "Destination" WHERE "slug" = ANY($1::text[]) OR "slug" LIKE 'bench-town-%' ORDER BY ("slug" LIKE 'bench-%'), "id"`,
      [DESTINATIONS.map((d) => d.slug)],
    );
    await client.query(`CREATE TEMP TABLE bench_dest (n int PRIMARY KEY, id int, search_city text, search_region text) ON COMMIT DROP`);
    await client.query(`INSERT INTO bench_dest SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])`, [
      dests.rows.map((_, i) => i + 1),
      dests.rows.map((d) => d.id),
      dests.rows.map((d) => searchKey(d.name)),
      dests.rows.map((d) => searchKey(d.region)),
    ]);
    const real = DESTINATIONS.length;
    const realCount = real * BENCH.realPerDestination;
    await client.query(
      `INSERT INTO "Property" ("productCode", "slug", "name", "searchName", "searchCity", "searchRegion", "description", "address", "city", "region",
         "countryCode", "destinationId", "latitude", "longitude", "starRating", "images", "amenities", "currency", "taxRateBps", "feesMinor",
         "cancellationPolicy", "freeCancelDays", "propertyType")
       SELECT x.code, 'bench-' || x.g, x.first || ' ' || d."name" || ' ' || x.last, lower(x.first) || ' ' || bd.search_city || ' ' || lower(x.last),
         bd.search_city, bd.search_region, 'A benchmark property in ' || d."name" || '.', x.g || ' Bench Street, ' || d."name", d."name", d."region",
         d."countryCode", d."id", d."latitude" + (random() - 0.5) * 0.2, d."longitude" + (random() - 0.5) * 0.2 / cos(radians(d."latitude")),
         2 + floor(random() * 4)::int, '{}'::text[],
         ARRAY['wifi'] || (CASE WHEN random() < 0.4 THEN ARRAY['pool'] ELSE '{}'::text[] END) || (CASE WHEN random() < 0.3 THEN ARRAY['spa'] ELSE '{}'::text[] END)
           || (CASE WHEN random() < 0.5 THEN ARRAY['parking'] ELSE '{}'::text[] END),
         CASE WHEN x.g % 5 = 0 THEN 'EUR' ELSE 'USD' END, 1200, CASE WHEN x.code = 'RST' THEN 2500 ELSE 0 END,
         (ARRAY['FREE_CANCELLATION', 'PARTIAL_REFUND', 'NON_REFUNDABLE'])[1 + x.g % 3]::"CancellationPolicy", 2,
         CASE x.code WHEN 'RST' THEN 'resort' WHEN 'STY' THEN (ARRAY['apartment', 'house', 'villa'])[1 + x.g % 3] ELSE 'hotel' END
       FROM (
         SELECT g,
           CASE WHEN g <= $1::int THEN (g - 1) % $2::int + 1 ELSE $2::int + (g - 1) % $3::int + 1 END AS n,
           CASE WHEN g % 20 < 14 THEN 'HLT' WHEN g % 20 < 17 THEN 'RST' ELSE 'STY' END AS code,
           (ARRAY['Grand', 'Royal', 'Harbour', 'Garden', 'Plaza', 'Park', 'Central', 'Boutique', 'Vista', 'Azure', 'Heritage', 'Metropole', 'Riverside', 'Skyline', 'Crown', 'Palm'])[1 + g % 16] AS first,
           (ARRAY['Hotel', 'Inn', 'Suites', 'Palace', 'House', 'Lodge', 'Resort', 'Residences'])[1 + (g / 16) % 8] AS last
         FROM generate_series(1, $4::int) g
       ) x
       JOIN bench_dest bd ON bd.n = x.n
       JOIN "Destination" d ON d."id" = bd.id`,
      [realCount, real, BENCH.towns, BENCH.properties],
    );
    step(`${BENCH.properties} properties`);
    await client.query(
      `INSERT INTO "RoomType" ("propertyId", "name", "maxGuests", "beds", "publicRateMinor", "memberRateMinor")
       SELECT p."id", r.name, r.guests, r.beds, (r.factor * (6000 + p."starRating" * 2500 + floor(random() * 8000)))::int / 100 * 100,
         (r.factor * (6000 + p."starRating" * 2500) * 0.85)::int / 100 * 100
       FROM "Property" p
       CROSS JOIN (VALUES ('Standard Room', 2, '1 queen bed', 1.0), ('Family Suite', 4, '2 queen beds', 1.6)) AS r(name, guests, beds, factor)
       WHERE p."slug" LIKE 'bench-%'`,
    );
    step(`${BENCH.properties * BENCH.roomTypesPerProperty} room types`);
    await client.query(
      `INSERT INTO "RoomAvailability" ("roomTypeId", "date", "available")
       SELECT rt."id", current_date + $1::int + n, CASE WHEN random() < 0.05 THEN 0 ELSE 1 + floor(random() * 5)::int END
       FROM "RoomType" rt JOIN "Property" p ON p."id" = rt."propertyId" AND p."slug" LIKE 'bench-%'
       CROSS JOIN generate_series(0, $2::int - 1) n`,
      [BENCH.firstDay, BENCH.nights],
    );
    step(`${BENCH.properties * BENCH.roomTypesPerProperty * BENCH.nights} availability rows`);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  // VACUUM sets the visibility map, so the search's per-night probes are index-only scans from the first request.
  await client.query(`VACUUM ANALYZE "Destination", "Property", "RoomType", "RoomAvailability"`);
  step("vacuumed and analyzed");
}

async function main() {
  const url = process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_DB_PORT ?? "51214"}/postgres?sslmode=disable`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    await seedBench(client, { force: process.argv.includes("--force"), log: (s) => console.log(`> ${s}`) });
    console.log(`Bench seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
