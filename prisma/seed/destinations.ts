/**
 * Real destinations of the demo catalogue. Coordinates are the city centres; `currency` is the local currency where
 * some properties price in it (EUR, GBP), else USD; `priceFactor` scales room rates to the local market; `streets`
 * give plausible addresses.
 */
export type DestinationSeed = {
  slug: string;
  name: string;
  region: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: "USD" | "EUR" | "GBP";
  priceFactor: number;
  taxRateBps: number;
  streets: [string, string, string];
};

export const DESTINATIONS: DestinationSeed[] = [
  { slug: "cancun", name: "Cancún", region: "Quintana Roo", countryCode: "MX", latitude: 21.1619, longitude: -86.8515, timeZone: "America/Cancun", currency: "USD", priceFactor: 1.1, taxRateBps: 1900, streets: ["Blvd. Kukulcán", "Av. Tulum", "Av. Bonampak"] },
  { slug: "orlando", name: "Orlando", region: "Florida", countryCode: "US", latitude: 28.5384, longitude: -81.3789, timeZone: "America/New_York", currency: "USD", priceFactor: 0.95, taxRateBps: 1250, streets: ["International Dr", "Orange Ave", "Lake Buena Vista Blvd"] },
  { slug: "las-vegas", name: "Las Vegas", region: "Nevada", countryCode: "US", latitude: 36.1699, longitude: -115.1398, timeZone: "America/Los_Angeles", currency: "USD", priceFactor: 0.9, taxRateBps: 1338, streets: ["Las Vegas Blvd S", "Fremont St", "Flamingo Rd"] },
  { slug: "paris", name: "Paris", region: "Île-de-France", countryCode: "FR", latitude: 48.8566, longitude: 2.3522, timeZone: "Europe/Paris", currency: "EUR", priceFactor: 1.45, taxRateBps: 1000, streets: ["Rue de Rivoli", "Boulevard Saint-Germain", "Rue Cler"] },
  { slug: "barcelona", name: "Barcelona", region: "Catalonia", countryCode: "ES", latitude: 41.3874, longitude: 2.1686, timeZone: "Europe/Madrid", currency: "EUR", priceFactor: 1.15, taxRateBps: 1000, streets: ["Passeig de Gràcia", "La Rambla", "Carrer de Balmes"] },
  { slug: "rome", name: "Rome", region: "Lazio", countryCode: "IT", latitude: 41.9028, longitude: 12.4964, timeZone: "Europe/Rome", currency: "EUR", priceFactor: 1.2, taxRateBps: 1000, streets: ["Via del Corso", "Via Veneto", "Via Nazionale"] },
  { slug: "lisbon", name: "Lisbon", region: "Lisbon District", countryCode: "PT", latitude: 38.7223, longitude: -9.1393, timeZone: "Europe/Lisbon", currency: "EUR", priceFactor: 0.95, taxRateBps: 600, streets: ["Avenida da Liberdade", "Rua Augusta", "Rua do Alecrim"] },
  { slug: "london", name: "London", region: "England", countryCode: "GB", latitude: 51.5074, longitude: -0.1278, timeZone: "Europe/London", currency: "GBP", priceFactor: 1.5, taxRateBps: 2000, streets: ["Strand", "Kensington High St", "Southampton Row"] },
  { slug: "dubai", name: "Dubai", region: "Dubai Emirate", countryCode: "AE", latitude: 25.2048, longitude: 55.2708, timeZone: "Asia/Dubai", currency: "USD", priceFactor: 1.3, taxRateBps: 1500, streets: ["Sheikh Zayed Rd", "Jumeirah Beach Rd", "Al Mankhool Rd"] },
  { slug: "bali", name: "Bali", region: "Denpasar", countryCode: "ID", latitude: -8.6705, longitude: 115.2126, timeZone: "Asia/Makassar", currency: "USD", priceFactor: 0.6, taxRateBps: 2100, streets: ["Jl. Legian", "Jl. Raya Ubud", "Jl. Pantai Kuta"] },
  { slug: "bangkok", name: "Bangkok", region: "Bangkok Metropolitan Region", countryCode: "TH", latitude: 13.7563, longitude: 100.5018, timeZone: "Asia/Bangkok", currency: "USD", priceFactor: 0.55, taxRateBps: 1700, streets: ["Sukhumvit Rd", "Silom Rd", "Rama I Rd"] },
  { slug: "tokyo", name: "Tokyo", region: "Kantō", countryCode: "JP", latitude: 35.6762, longitude: 139.6503, timeZone: "Asia/Tokyo", currency: "USD", priceFactor: 1.25, taxRateBps: 1000, streets: ["Ginza Chuo-dori", "Shinjuku-dori", "Omotesando"] },
  { slug: "sydney", name: "Sydney", region: "New South Wales", countryCode: "AU", latitude: -33.8688, longitude: 151.2093, timeZone: "Australia/Sydney", currency: "USD", priceFactor: 1.2, taxRateBps: 1000, streets: ["George St", "Macquarie St", "Campbell Parade"] },
  { slug: "cape-town", name: "Cape Town", region: "Western Cape", countryCode: "ZA", latitude: -33.9249, longitude: 18.4241, timeZone: "Africa/Johannesburg", currency: "USD", priceFactor: 0.7, taxRateBps: 1500, streets: ["Long St", "Beach Rd", "Victoria Rd"] },
  { slug: "rio-de-janeiro", name: "Rio de Janeiro", region: "Rio de Janeiro State", countryCode: "BR", latitude: -22.9068, longitude: -43.1729, timeZone: "America/Sao_Paulo", currency: "USD", priceFactor: 0.75, taxRateBps: 1500, streets: ["Av. Atlântica", "Rua Visconde de Pirajá", "Av. Vieira Souto"] },
  { slug: "punta-cana", name: "Punta Cana", region: "La Altagracia", countryCode: "DO", latitude: 18.5601, longitude: -68.3725, timeZone: "America/Santo_Domingo", currency: "USD", priceFactor: 1.0, taxRateBps: 2800, streets: ["Av. Barceló", "Blvd. Turístico del Este", "Av. Alemania"] },
  { slug: "honolulu", name: "Honolulu", region: "Hawaii", countryCode: "US", latitude: 21.3069, longitude: -157.8583, timeZone: "Pacific/Honolulu", currency: "USD", priceFactor: 1.5, taxRateBps: 1796, streets: ["Kalākaua Ave", "Kuhio Ave", "Ala Moana Blvd"] },
  { slug: "miami", name: "Miami", region: "Florida", countryCode: "US", latitude: 25.7617, longitude: -80.1918, timeZone: "America/New_York", currency: "USD", priceFactor: 1.25, taxRateBps: 1300, streets: ["Ocean Dr", "Collins Ave", "Brickell Ave"] },
  { slug: "new-york", name: "New York", region: "New York", countryCode: "US", latitude: 40.7128, longitude: -74.006, timeZone: "America/New_York", currency: "USD", priceFactor: 1.6, taxRateBps: 1475, streets: ["Broadway", "Lexington Ave", "W 44th St"] },
  { slug: "cabo-san-lucas", name: "Cabo San Lucas", region: "Baja California Sur", countryCode: "MX", latitude: 22.8905, longitude: -109.9167, timeZone: "America/Mazatlan", currency: "USD", priceFactor: 1.2, taxRateBps: 1900, streets: ["Paseo de la Marina", "Blvd. Lázaro Cárdenas", "Camino Viejo a San José"] },
  { slug: "santorini", name: "Santorini", region: "South Aegean", countryCode: "GR", latitude: 36.3932, longitude: 25.4615, timeZone: "Europe/Athens", currency: "EUR", priceFactor: 1.35, taxRateBps: 1300, streets: ["Oia Main St", "Fira Central", "Imerovigli Path"] },
  { slug: "reykjavik", name: "Reykjavik", region: "Capital Region", countryCode: "IS", latitude: 64.1466, longitude: -21.9426, timeZone: "Atlantic/Reykjavik", currency: "USD", priceFactor: 1.3, taxRateBps: 1100, streets: ["Laugavegur", "Skólavörðustígur", "Hverfisgata"] },
  { slug: "marrakech", name: "Marrakech", region: "Marrakech-Safi", countryCode: "MA", latitude: 31.6295, longitude: -7.9811, timeZone: "Africa/Casablanca", currency: "USD", priceFactor: 0.65, taxRateBps: 1000, streets: ["Rue Riad Zitoun", "Avenue Mohammed V", "Derb Dabachi"] },
  { slug: "queenstown", name: "Queenstown", region: "Otago", countryCode: "NZ", latitude: -45.0312, longitude: 168.6626, timeZone: "Pacific/Auckland", currency: "USD", priceFactor: 1.1, taxRateBps: 1500, streets: ["Shotover St", "Beach St", "Frankton Rd"] },
  { slug: "vancouver", name: "Vancouver", region: "British Columbia", countryCode: "CA", latitude: 49.2827, longitude: -123.1207, timeZone: "America/Vancouver", currency: "USD", priceFactor: 1.2, taxRateBps: 1600, streets: ["Robson St", "Granville St", "Denman St"] },
  { slug: "amsterdam", name: "Amsterdam", region: "North Holland", countryCode: "NL", latitude: 52.3676, longitude: 4.9041, timeZone: "Europe/Amsterdam", currency: "EUR", priceFactor: 1.35, taxRateBps: 1250, streets: ["Prinsengracht", "Damrak", "Leidsestraat"] },
  { slug: "edinburgh", name: "Edinburgh", region: "Scotland", countryCode: "GB", latitude: 55.9533, longitude: -3.1883, timeZone: "Europe/London", currency: "GBP", priceFactor: 1.1, taxRateBps: 2000, streets: ["Royal Mile", "Princes St", "George St"] },
  { slug: "singapore", name: "Singapore", region: "Central Region", countryCode: "SG", latitude: 1.3521, longitude: 103.8198, timeZone: "Asia/Singapore", currency: "USD", priceFactor: 1.3, taxRateBps: 1700, streets: ["Orchard Rd", "Marina Blvd", "Beach Rd"] },
];
