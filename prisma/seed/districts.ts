import type { DestinationSeed } from "./destinations";

/**
 * Where in each destination its streets run: a box of land around each street ([south, west, north, east], read off
 * the map a block or two inland of any shore), and whether the street runs along a beach. A stay is plotted inside
 * the box of the street in its address, so a hotel on Avenida da Liberdade sits in Lisbon's centre, not in the
 * Tagus, and a stay that promises the sea is on a seafront street (catalogue.ts).
 */
export type Box = readonly [number, number, number, number];
/** `unnumbered`: a beach or an island, where an address has no house number ("Playa Bávaro", "North Malé Atoll"). */
export type District = { streets: readonly string[]; box: Box; seafront?: true; unnumbered?: true };

export const DISTRICTS: Record<string, readonly District[]> = {
  cancun: [
    { streets: ["Av. Tulum", "Av. Bonampak"], box: [21.145, -86.85, 21.17, -86.822] },
    { streets: ["Blvd. Kukulcán"], box: [21.128, -86.75, 21.134, -86.744], seafront: true },
  ],
  orlando: [
    { streets: ["Orange Ave", "Colonial Dr"], box: [28.535, -81.385, 28.555, -81.375] },
    { streets: ["International Dr"], box: [28.435, -81.472, 28.465, -81.462] },
  ],
  "las-vegas": [
    { streets: ["Las Vegas Blvd S", "Flamingo Rd"], box: [36.105, -115.176, 36.122, -115.168] },
    { streets: ["Fremont St"], box: [36.166, -115.148, 36.171, -115.138] },
  ],
  paris: [
    { streets: ["Rue de Rivoli"], box: [48.86, 2.333, 48.865, 2.35] },
    { streets: ["Boulevard Saint-Germain"], box: [48.8505, 2.326, 48.854, 2.345] },
    { streets: ["Rue Cler"], box: [48.8545, 2.304, 48.8585, 2.3085] },
  ],
  barcelona: [
    { streets: ["Passeig de Gràcia", "Carrer de Balmes"], box: [41.389, 2.153, 41.399, 2.165] },
    { streets: ["La Rambla"], box: [41.378, 2.171, 41.386, 2.176] },
    { streets: ["Passeig Marítim de la Barceloneta"], box: [41.38, 2.186, 41.387, 2.192], seafront: true },
  ],
  rome: [{ streets: ["Via del Corso", "Via Veneto", "Via Nazionale"], box: [41.897, 12.478, 41.908, 12.495] }],
  lisbon: [
    { streets: ["Avenida da Liberdade"], box: [38.717, -9.148, 38.725, -9.141] },
    { streets: ["Rua Augusta", "Rua do Alecrim"], box: [38.7085, -9.143, 38.7135, -9.136] },
  ],
  london: [
    { streets: ["Strand", "Southampton Row"], box: [51.509, -0.125, 51.52, -0.118] },
    { streets: ["Kensington High St"], box: [51.498, -0.2, 51.503, -0.19] },
  ],
  dubai: [
    { streets: ["Sheikh Zayed Rd"], box: [25.2, 55.268, 25.215, 55.282] },
    { streets: ["Al Mankhool Rd"], box: [25.246, 55.29, 25.253, 55.298] },
    { streets: ["Jumeirah Beach Rd"], box: [25.203, 55.252, 25.209, 55.258], seafront: true },
  ],
  bali: [
    { streets: ["Jl. Legian", "Jl. Raya Seminyak"], box: [-8.712, 115.17, -8.688, 115.178] },
    { streets: ["Jl. Pantai Kuta"], box: [-8.724, 115.169, -8.714, 115.173], seafront: true },
  ],
  bangkok: [
    { streets: ["Sukhumvit Rd"], box: [13.733, 100.545, 13.742, 100.565] },
    { streets: ["Silom Rd", "Rama I Rd"], box: [13.726, 100.527, 13.747, 100.535] },
  ],
  tokyo: [
    { streets: ["Ginza Chuo-dori"], box: [35.668, 139.762, 35.675, 139.769] },
    { streets: ["Shinjuku-dori", "Omotesando"], box: [35.665, 139.704, 35.692, 139.712] },
  ],
  sydney: [
    { streets: ["George St", "Macquarie St"], box: [-33.875, 151.205, -33.862, 151.213] },
    { streets: ["Campbell Parade"], box: [-33.892, 151.27, -33.885, 151.274], seafront: true },
  ],
  "cape-town": [
    { streets: ["Long St"], box: [-33.928, 18.415, -33.918, 18.422] },
    { streets: ["Beach Rd"], box: [-33.921, 18.383, -33.916, 18.389], seafront: true },
    { streets: ["Victoria Rd"], box: [-33.954, 18.38, -33.946, 18.386], seafront: true },
  ],
  "rio-de-janeiro": [
    { streets: ["Av. Atlântica"], box: [-22.974, -43.192, -22.966, -43.186], seafront: true },
    { streets: ["Av. Vieira Souto"], box: [-22.985, -43.212, -22.983, -43.2], seafront: true },
    { streets: ["Rua Visconde de Pirajá"], box: [-22.983, -43.212, -22.98, -43.198] },
  ],
  "punta-cana": [
    { streets: ["Blvd. Turístico del Este"], box: [18.56, -68.39, 18.575, -68.375] },
    { streets: ["Av. Barceló"], box: [18.64, -68.425, 18.65, -68.41] },
    { streets: ["Playa Bávaro"], box: [18.652, -68.42, 18.662, -68.405], seafront: true, unnumbered: true },
  ],
  honolulu: [
    { streets: ["Kalākaua Ave"], box: [21.279, -157.826, 21.283, -157.82], seafront: true },
    { streets: ["Kuhio Ave"], box: [21.281, -157.83, 21.285, -157.822] },
    { streets: ["Ala Moana Blvd"], box: [21.291, -157.85, 21.296, -157.84] },
  ],
  miami: [
    { streets: ["Ocean Dr", "Collins Ave"], box: [25.776, -80.136, 25.788, -80.131], seafront: true },
    { streets: ["Brickell Ave"], box: [25.755, -80.196, 25.77, -80.19] },
  ],
  "new-york": [{ streets: ["Broadway", "Lexington Ave", "W 44th St"], box: [40.745, -73.99, 40.762, -73.972] }],
  "cabo-san-lucas": [
    { streets: ["Paseo de la Marina", "Blvd. Lázaro Cárdenas"], box: [22.886, -109.92, 22.893, -109.914] },
    { streets: ["Playa El Médano"], box: [22.89, -109.903, 22.896, -109.896], seafront: true, unnumbered: true },
  ],
  santorini: [
    { streets: ["Oia Main St"], box: [36.4605, 25.374, 36.4625, 25.38] },
    { streets: ["Fira Central"], box: [36.413, 25.432, 36.42, 25.438] },
    { streets: ["Imerovigli Path"], box: [36.431, 25.424, 36.436, 25.43] },
    { streets: ["Kamari Beachfront"], box: [36.372, 25.476, 36.382, 25.481], seafront: true, unnumbered: true },
  ],
  reykjavik: [{ streets: ["Laugavegur", "Skólavörðustígur", "Hverfisgata"], box: [64.142, -21.935, 64.147, -21.915] }],
  marrakech: [{ streets: ["Rue Riad Zitoun", "Avenue Mohammed V", "Derb Dabachi"], box: [31.62, -8.01, 31.64, -7.98] }],
  queenstown: [
    { streets: ["Shotover St", "Beach St"], box: [-45.0325, 168.657, -45.028, 168.665] },
    { streets: ["Frankton Rd"], box: [-45.032, 168.668, -45.027, 168.68] },
  ],
  vancouver: [
    { streets: ["Robson St", "Granville St"], box: [49.278, -123.125, 49.286, -123.115] },
    { streets: ["Denman St"], box: [49.2865, -123.138, 49.2905, -123.132] },
  ],
  amsterdam: [{ streets: ["Prinsengracht", "Damrak", "Leidsestraat"], box: [52.365, 4.883, 52.377, 4.897] }],
  edinburgh: [{ streets: ["Royal Mile", "Princes St", "George St"], box: [55.948, -3.205, 55.956, -3.185] }],
  singapore: [
    { streets: ["Orchard Rd"], box: [1.3, 103.83, 1.306, 103.842] },
    { streets: ["Marina Blvd"], box: [1.275, 103.851, 1.28, 103.856] },
    { streets: ["Beach Rd"], box: [1.296, 103.855, 1.303, 103.862] },
  ],
  berlin: [
    { streets: ["Kurfürstendamm"], box: [52.5, 13.315, 52.506, 13.335] },
    { streets: ["Unter den Linden", "Torstraße"], box: [52.515, 13.385, 52.53, 13.405] },
  ],
  vienna: [{ streets: ["Kärntner Straße", "Ringstraße", "Mariahilfer Straße"], box: [48.196, 16.35, 48.21, 16.378] }],
  prague: [{ streets: ["Karlova", "Wenceslas Square", "Pařížská"], box: [50.08, 14.417, 50.09, 14.43] }],
  madrid: [{ streets: ["Gran Vía", "Calle de Alcalá", "Calle Mayor"], box: [40.413, -3.71, 40.425, -3.69] }],
  florence: [
    { streets: ["Via de' Tornabuoni", "Via del Proconsolo"], box: [43.768, 11.25, 43.773, 11.258] },
    { streets: ["Borgo San Jacopo"], box: [43.7655, 11.247, 43.7665, 11.252] },
  ],
  venice: [
    { streets: ["Calle Larga XXII Marzo"], box: [45.432, 12.332, 45.435, 12.337] },
    { streets: ["Strada Nova"], box: [45.44, 12.328, 45.443, 12.335] },
    { streets: ["Fondamenta Zattere"], box: [45.4295, 12.32, 45.4315, 12.33] },
  ],
  athens: [{ streets: ["Ermou", "Adrianou", "Vasilissis Sofias"], box: [37.97, 23.722, 37.98, 23.74] }],
  istanbul: [
    { streets: ["Divan Yolu"], box: [41.007, 28.964, 41.01, 28.976] },
    { streets: ["İstiklal Caddesi"], box: [41.031, 28.976, 41.037, 28.985] },
    { streets: ["Bağdat Caddesi"], box: [40.964, 29.062, 40.97, 29.074] },
  ],
  copenhagen: [
    { streets: ["Strøget", "Vesterbrogade"], box: [55.672, 12.555, 55.68, 12.58] },
    { streets: ["Nyhavn"], box: [55.68, 12.586, 55.6808, 12.592] },
  ],
  nice: [
    { streets: ["Promenade des Anglais"], box: [43.6955, 7.245, 43.698, 7.262], seafront: true },
    { streets: ["Rue de France", "Boulevard Victor Hugo"], box: [43.696, 7.25, 43.7, 7.268] },
  ],
  kyoto: [{ streets: ["Shijō-dōri", "Karasuma-dōri", "Hanamikōji"], box: [35.0, 135.755, 35.012, 135.775] }],
  "hong-kong": [
    { streets: ["Nathan Rd"], box: [22.298, 114.17, 22.315, 114.173] },
    { streets: ["Queen's Rd Central", "Hollywood Rd"], box: [22.281, 114.15, 22.285, 114.158] },
  ],
  seoul: [
    { streets: ["Myeongdong-gil", "Insadong-gil"], box: [37.56, 126.982, 37.575, 126.99] },
    { streets: ["Teheran-ro"], box: [37.5, 127.03, 37.508, 127.055] },
  ],
  maldives: [
    { streets: ["Boduthakurufaanu Magu", "Majeedhee Magu", "Chandhanee Magu"], box: [4.172, 73.505, 4.178, 73.518] },
    { streets: ["North Malé Atoll"], box: [4.2235, 73.518, 4.2255, 73.5205], seafront: true, unnumbered: true },
  ],
  phuket: [
    { streets: ["Thaweewong Rd"], box: [7.893, 98.298, 7.905, 98.303], seafront: true },
    { streets: ["Rat-U-Thit Rd"], box: [7.89, 98.303, 7.902, 98.307] },
    { streets: ["Kata Rd"], box: [7.818, 98.3, 7.825, 98.306], seafront: true },
  ],
  "san-francisco": [
    { streets: ["Market St", "Valencia St"], box: [37.76, -122.422, 37.785, -122.405] },
    { streets: ["Lombard St"], box: [37.799, -122.425, 37.803, -122.415] },
  ],
  zermatt: [{ streets: ["Bahnhofstrasse", "Hofmattstrasse", "Riedweg"], box: [46.018, 7.745, 46.026, 7.752] }],
  banff: [{ streets: ["Banff Ave", "Bear St", "Caribou St"], box: [51.174, -115.575, 51.182, -115.565] }],
};

function districtsOf(d: DestinationSeed): readonly District[] {
  const districts = DISTRICTS[d.slug];
  if (!districts) throw new Error(`no districts for ${d.slug}`);
  return districts;
}

/** The district a street of the destination lies in. */
export function districtOf(d: DestinationSeed, street: string): District {
  const district = districtsOf(d).find((z) => z.streets.includes(street));
  if (!district) throw new Error(`${street} is in no district of ${d.name}`);
  return district;
}

/** The destination's streets along a beach, or none. */
export function seafrontStreets(d: DestinationSeed): string[] {
  return districtsOf(d).flatMap((z) => (z.seafront ? z.streets : []));
}

/** The destination's streets away from the shore. */
export function inlandStreets(d: DestinationSeed): string[] {
  return districtsOf(d).flatMap((z) => (z.seafront ? [] : z.streets));
}

/** The street part of an address: number and street, or the street alone on a beach or an island. */
export function streetAddress(d: DestinationSeed, street: string, number: number): string {
  return districtOf(d, street).unnumbered ? street : `${number} ${street}`;
}

/** A point in the street's district from two draws in [0, 1): latitude first, then longitude. */
export function pointOn(d: DestinationSeed, street: string, u: number, v: number): { latitude: number; longitude: number } {
  const [s, w, n, e] = districtOf(d, street).box;
  return { latitude: +(s + u * (n - s)).toFixed(6), longitude: +(w + v * (e - w)).toFixed(6) };
}
