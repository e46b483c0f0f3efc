import { cabinFactsText } from "@/lib/cruises/cabin-words";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { startAmadeusStandIn, type AmadeusStandIn } from "../../scripts/stand-ins/amadeus.mjs";
import { AIRPORT_CODES, distanceKm, scheduleFor } from "@/scripts/stand-ins/data/flights.mjs";
import { inventory } from "../support/flight-inventory";
import { KM_PER_NAUTICAL_MILE, seaKm } from "@/scripts/stand-ins/data/cruises/sea-distance.mjs";
import { portsOf, REGIONS } from "@/scripts/stand-ins/data/cruises/ports.mjs";
import { SEASONS, sailingsIn } from "@/scripts/stand-ins/data/cruises/sailings.mjs";
import { LOCALES } from "@/lib/locale/locales";
import { buildCatalogue } from "@/prisma/seed/catalogue";
import { DESTINATIONS } from "@/prisma/seed/destinations";
import { CITY_LIMITS, KNOWN_WATER, OVERWATER_PLACES, SEAFRONT_STREETS, inBox } from "../support/known-geography";

/**
 * The demo's supplier stand-ins and catalogue, held to what a traveller would notice: no operator called "Sandbox",
 * no connection that changes airport or is shorter than the minimum connection time, no sailing faster or slower than
 * a ship sails, no overwater villa on a city highway, no hotel in the river.
 */

describe("transfer operators", () => {
  let standIn: AmadeusStandIn;
  beforeAll(async () => {
    standIn = await startAmadeusStandIn();
  });
  afterAll(() => standIn.stop());

  async function providers(airport: string, city: string): Promise<string[]> {
    const form = new URLSearchParams({ grant_type: "client_credentials", client_id: standIn.clientId, client_secret: standIn.clientSecret });
    const token = ((await (await fetch(`${standIn.url}/v1/security/oauth2/token`, { method: "POST", body: form })).json()) as { access_token: string })
      .access_token;
    const search = await fetch(`${standIn.url}/v1/shopping/transfer-offers`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        startLocationCode: airport,
        endAddressLine: "1 Main Street",
        endCityName: city,
        startDateTime: "2027-05-10T10:00:00",
        passengers: 2,
      }),
    });
    const offers = ((await search.json()) as { data: { serviceProvider: { code: string; name: string } }[] }).data;
    expect(offers.length).toBeGreaterThan(0);
    return offers.map((o) => o.serviceProvider.name);
  }

  it("names real-sounding operators: nothing called Sandbox, Test, Demo or Example", async () => {
    const names = [
      ...(await providers("CDG", "Paris")),
      ...(await providers("LHR", "London")),
      ...(await providers("JFK", "New York")),
      ...(await providers("DXB", "Dubai")),
      ...(await providers("LIS", "Lisbon")),
    ];
    for (const name of names) expect(name).not.toMatch(/sandbox|test|demo|example|dummy|fake/i);
    // Not one operator for the whole world: the airports are served by different local companies.
    expect(new Set(names).size).toBeGreaterThanOrEqual(4);
  });
});

describe("flight connections", () => {
  /** A leg of 3,000 km or more is long-haul: its connections need 90 minutes, the others 60 (typical MCTs). */
  const LONG_HAUL_KM = 3000;
  const mctMinutes = (a: number, b: number) => (a >= LONG_HAUL_KM || b >= LONG_HAUL_KM ? 90 : 60);
  /** No airline flies between two airports of one city (London City → Heathrow) or a hop shorter than this. */
  const SHORTEST_FLIGHT_KM = 150;

  const routes: [string, string][] = [
    ["LCY", "JFK"],
    ["LCY", "EWR"],
    ["LGW", "JFK"],
    ["ORY", "SIN"],
    ["LIN", "NRT"],
    ["SAW", "LAX"],
    ["EWR", "LHR"],
    ["HND", "CDG"],
  ];
  for (let i = 0; i < AIRPORT_CODES.length; i += 3) for (let j = 1; j < AIRPORT_CODES.length; j += 5) routes.push([AIRPORT_CODES[i]!, AIRPORT_CODES[j]!]);

  it("connects at the same airport, after at least the minimum connection time, with no hop inside a city", () => {
    const problems: string[] = [];
    for (const [origin, destination] of routes) {
      for (const flight of scheduleFor({ origin, destination, date: "2027-04-14", cabin: "economy" }, inventory)) {
        const legs = flight.segments.map((s) => distanceKm(s.from, s.to));
        flight.segments.forEach((s, k) => {
          if (legs[k]! < SHORTEST_FLIGHT_KM) problems.push(`${flight.key}: ${s.from.iata} → ${s.to.iata} is ${Math.round(legs[k]!)} km`);
          const next = flight.segments[k + 1];
          if (!next) return;
          if (next.from.iata !== s.to.iata) problems.push(`${flight.key}: lands at ${s.to.iata}, leaves from ${next.from.iata}`);
          const minutes = (next.departUtc - s.arriveUtc) / 60000;
          if (minutes < mctMinutes(legs[k]!, legs[k + 1]!)) problems.push(`${flight.key}: ${minutes} min to connect at ${s.to.iata}`);
        });
      }
    }
    expect(problems).toEqual([]);
    // London City still reaches New York: over a hub of another city, not over Heathrow.
    const fromCity = scheduleFor({ origin: "LCY", destination: "JFK", date: "2027-04-14", cabin: "economy" }, inventory);
    expect(fromCity.length).toBeGreaterThan(0);
    expect(fromCity.flatMap((f) => f.segments.map((s) => s.to.iata))).not.toContain("LHR");
  });
});

describe("cruise sailings", () => {
  /** Cruise ships make 15–22 knots at sea; between two calls the average must lie within roughly that. */
  const SLOWEST_KNOTS = 14;
  const FASTEST_KNOTS = 22;

  it("measures distances over water: round Italy from the Adriatic, not across it", () => {
    const km = seaKm("DBV", "CVV");
    expect(km).toBeGreaterThan(1050);
    expect(km).toBeLessThan(1400);
    expect(seaKm("BCN", "PMI")).toBeLessThan(300);
    expect(seaKm("MIA", "CZM")).toBeGreaterThan(900);
    for (const region of REGIONS) {
      const ports = portsOf(region);
      for (const a of ports) for (const b of ports) expect(Number.isFinite(seaKm(a.code, b.code))).toBe(true);
    }
  });

  it("shows a cabin's decks as the range they span, never NaN, in every language", () => {
    const cabin = sailingsIn("MED", "2027-06")[0]!.cabins.inside;
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;
      const t = createTranslator({ locale, messages, namespace: "Cruises" as never }) as unknown as (
        key: string,
        values?: Record<string, string | number>,
      ) => string;
      const text = cabinFactsText(t, cabin, locale);
      expect(text).not.toMatch(/NaN/);
      if (locale === "en-US") expect(text).toContain(`decks ${cabin.decks}`);
    }
  });

  it("sails every leg at sea speed: overnight hops where a night is enough, sea days where the way is long", () => {
    const problems: string[] = [];
    for (const region of REGIONS) {
      for (const month of SEASONS[region]) {
        for (const sailing of sailingsIn(region, `2027-${String(month).padStart(2, "0")}`)) {
          const calls = sailing.itinerary.filter((d) => d.port);
          for (let k = 1; k < calls.length; k++) {
            const from = calls[k - 1]!;
            const to = calls[k]!;
            const hours = (Date.parse(to.arriveAt!) - Date.parse(from.departAt!)) / 3_600_000;
            const knots = seaKm(from.port!.code, to.port!.code) / KM_PER_NAUTICAL_MILE / hours;
            if (!(knots >= SLOWEST_KNOTS && knots <= FASTEST_KNOTS))
              problems.push(`${sailing.id}: ${from.port!.name} ${from.depart} → ${to.port!.name} ${to.date} ${to.arrive} at ${knots.toFixed(1)} kn`);
          }
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});

describe("catalogue places", () => {
  const catalogue = buildCatalogue();
  /** A stay that promises the sea: its text (street names aside) speaks of a beach, the ocean, the sea or a lagoon. */
  const COAST = /\b(overwater|beach|beachfront|ocean|oceanfront|sea|seaview|seafront|waterfront|lagoon|snorkel|surf|sand)\b/i;
  const streetOf = (address: string, streets: readonly string[]) => streets.find((s) => address.includes(s));

  it("puts beach, ocean and sea stays on a street along the beach, and overwater villas only in a lagoon", () => {
    const problems: string[] = [];
    for (const p of catalogue) {
      const d = p.destination;
      const text = d.streets.reduce((t, s) => t.replaceAll(s, ""), [p.name, p.description, ...p.rooms.map((r) => `${r.name} ${r.beds}`)].join(" "));
      const street = streetOf(p.address, d.streets);
      if (!street) problems.push(`${p.name}: "${p.address}" is on none of ${d.name}'s streets`);
      if (/overwater/i.test(text) && !OVERWATER_PLACES.includes(d.slug)) problems.push(`${p.name} (${p.address}): no lagoon in ${d.name}`);
      if (COAST.test(text) && !(SEAFRONT_STREETS[d.slug] ?? []).includes(street ?? ""))
        problems.push(`${p.name}: promises the sea on ${street ?? p.address}, ${d.name}`);
    }
    expect(problems).toEqual([]);
  });

  it("plots every property on land in its own city: not in the known water, not past the city's limits", () => {
    const problems: string[] = [];
    for (const p of catalogue) {
      const d = p.destination;
      const limits = CITY_LIMITS[d.slug];
      const near = Math.abs(p.latitude - d.latitude) < 0.15 && Math.abs(p.longitude - d.longitude) * Math.cos((d.latitude * Math.PI) / 180) < 0.15;
      if (!near || (limits && !inBox(p.latitude, p.longitude, limits))) problems.push(`${p.name}: ${p.latitude},${p.longitude} is outside ${d.name}`);
      for (const water of KNOWN_WATER[d.slug] ?? [])
        if (inBox(p.latitude, p.longitude, water)) problems.push(`${p.name} (${p.address}): ${p.latitude},${p.longitude} is in the water`);
    }
    expect(problems).toEqual([]);
  });

  it("names a home after the street it is on", () => {
    for (const p of catalogue) {
      const named = p.destination.streets.find((s) => p.name.endsWith(` on ${s}`));
      if (named) expect(p.address).toContain(named);
    }
  });

  it("knows every destination the water and seafront lists name", () => {
    const slugs = DESTINATIONS.map((d) => d.slug);
    for (const slug of [...Object.keys(KNOWN_WATER), ...Object.keys(SEAFRONT_STREETS), ...Object.keys(CITY_LIMITS), ...OVERWATER_PLACES])
      expect(slugs).toContain(slug);
  });
});
