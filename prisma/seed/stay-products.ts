/**
 * What each stay product of the demo catalogue looks like: names, room types, star range, base rate, fees, amenities
 * and description, shaped by the destination's setting (a beach resort in Cancún, a spa resort outside Paris, a chalet
 * in Zermatt). Condos and holiday stays are apartments and houses with kitchens and bedrooms; dream trips are
 * bucket-list luxury stays; green deals are eco-certified hotels with a sustainability note.
 */
import { AMENITIES, type Amenity } from "../../lib/booking/amenities";
import type { DestinationSeed, Setting } from "./destinations";

export type StayKind = "HLT" | "RST" | "STY" | "CND" | "HST" | "DRT" | "GRN";

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

export type RoomPlan = { name: string; maxGuests: number; beds: string; factor: number };

type Profile = {
  stars: [number, number];
  baseRateUsd: number;
  /** Fees per room and stay in USD (cleaning for homes, resort fees), or 0. */
  feesUsd: (rng: Rng) => number;
  /** `street`: the one in the stay's address, for names that say where they are. */
  name: (rng: Rng, d: DestinationSeed, street: string) => string;
  rooms: (d: DestinationSeed) => RoomPlan[];
  roomCount: [number, number];
  alwaysHas: Amenity[];
  /** Chance of each other amenity, given the star rating. */
  extraChance: (stars: number) => number;
  describe: (c: { rng: Rng; name: string; d: DestinationSeed; stars: number; highlights: string }) => string;
};

const where = (d: DestinationSeed) => `${d.name}, ${d.region}`;

const HOTEL_FIRST = ["Grand", "Royal", "Garden", "Plaza", "Park", "Central", "Boutique", "Vista", "Heritage", "Metropole", "Skyline", "Old Town", "Crown"];
const HOTEL_LAST = ["Hotel", "Inn", "Suites", "Palace", "House", "Hotel & Spa", "Lodge", "Residences"];
const HOTEL_ROOMS: RoomPlan[] = [
  { name: "Standard Queen Room", maxGuests: 2, beds: "1 queen bed", factor: 1 },
  { name: "Deluxe King Room", maxGuests: 2, beds: "1 king bed", factor: 1.25 },
  { name: "Twin Room", maxGuests: 3, beds: "2 double beds", factor: 1.15 },
  { name: "Junior Suite", maxGuests: 4, beds: "1 king bed and a sofa bed", factor: 1.7 },
];

const RESORT_NAMES: Record<Setting, [string[], string[]]> = {
  beach: [
    ["Palm", "Coral", "Sunset", "Lagoon", "Paradise", "Blue Bay", "Golden Sands", "Tradewinds", "Ocean Breeze"],
    ["Resort", "Beach Resort", "Resort & Spa", "Club Resort", "Family Resort"],
  ],
  city: [
    ["Château", "Parkland", "Royal Gardens", "Country Club", "Orangery", "Linden Park"],
    ["Spa Resort", "Golf Resort", "Resort & Spa", "Wellness Resort"],
  ],
  mountain: [
    ["Alpine", "Glacier", "Pine Lodge", "Summit", "Lakeside"],
    ["Mountain Resort", "Resort & Spa", "Ski Resort", "Lodge Resort"],
  ],
};
const RESORT_VIEW: Record<Setting, [string, string]> = {
  beach: ["Garden View Room", "Ocean View Room"],
  city: ["Garden View Room", "Park View Room"],
  mountain: ["Forest View Room", "Mountain View Room"],
};
const RESORT_TEXT: Record<Setting, string> = {
  beach: "Spacious rooms, daily activities for all ages and the beach a few steps away.",
  city: "Gardens, pools and a spa on the edge of the city, with the sights a short ride away.",
  mountain: "Lake and peak views, trails from the door and a spa after a day outdoors.",
};

const STAY_ADJ = ["Sunny", "Charming", "Modern", "Cosy", "Spacious", "Bright", "Quiet", "Stylish", "Historic", "Airy"];
const STAY_TYPE: Record<Setting, string[]> = {
  beach: ["Apartment", "Villa", "Studio", "Penthouse", "Cottage", "Flat"],
  city: ["Loft", "Apartment", "Townhouse", "Studio", "Penthouse", "Flat"],
  mountain: ["Cabin", "Chalet", "Apartment", "Cottage", "Studio"],
};
const STAY_NEAR: Record<Setting, string[]> = {
  beach: ["close to the Beach", "by the Waterfront", "with a Terrace", "in the Centre", "with Sea Views"],
  city: ["near the Old Town", "with a Terrace", "in the Centre", "with Garden", "with City Views"],
  mountain: ["near the Lifts", "with a Terrace", "in the Village", "with Mountain Views", "by the Lake"],
};

const CONDO_FIRST: Record<Setting, string[]> = {
  beach: ["Harbour Point", "Marina", "Oceanfront", "Sandpiper", "Seaview", "Palm Court", "Coral Bay", "Bayside"],
  city: ["Parkside", "Central", "Old Town", "Garden Court", "Skyline", "Plaza", "Gallery", "Boulevard", "Linden"],
  mountain: ["Alpine", "Lakeside", "Summit", "Pine Ridge", "Glacier View", "Timberline"],
};
const CONDO_LAST = ["Condos", "Condominiums", "Residences", "Apartments", "Suites"];
const CONDO_ROOMS: RoomPlan[] = [
  { name: "Studio Condo", maxGuests: 2, beds: "1 queen bed, kitchenette", factor: 0.75 },
  { name: "One-Bedroom Condo", maxGuests: 4, beds: "1 bedroom with a king bed, sofa bed in the living room, full kitchen", factor: 1 },
  { name: "Two-Bedroom Condo", maxGuests: 6, beds: "2 bedrooms, 2 bathrooms, full kitchen and washer", factor: 1.45 },
  { name: "Three-Bedroom Condo", maxGuests: 8, beds: "3 bedrooms, 2 bathrooms, full kitchen and balcony", factor: 1.9 },
];

const HOME_ADJ = ["Sunny", "Charming", "Family", "Peaceful", "Spacious", "Traditional", "Restored", "Elegant"];
const HOME_TYPE: Record<Setting, string[]> = {
  beach: ["Villa", "Beach House", "Casa", "Bungalow"],
  city: ["Townhouse", "Maisonette", "Duplex", "Garden House"],
  mountain: ["Chalet", "Cabin", "Lodge House", "Log Cabin"],
};
const HOME_EXTRA: Record<Setting, string> = { beach: "private pool", city: "courtyard garden", mountain: "wood-burning stove" };

const DREAM_NAMES: Record<Setting, string[]> = {
  beach: ["Beachfront Pool Villa Escape", "Private Pool Villa Retreat", "Clifftop Sunset Villa", "Beachfront Signature Villa"],
  city: ["Penthouse Suite Escape", "Grand Suite Weekend", "Skyline Penthouse Retreat", "Palace Suite Experience"],
  mountain: ["Luxury Chalet Escape", "Glacier View Lodge Retreat", "Summit Chalet Experience"],
};
/** Villas over the water exist only in an atoll's lagoon (the Maldives), never on a city's shore. */
const LAGOON_DREAM_NAMES = ["Overwater Villa Escape", "Lagoon Water Villa Retreat", "Private Pool Villa Retreat", "Beachfront Signature Villa"];
const DREAM_ROOMS: Record<Setting, RoomPlan[]> = {
  beach: [
    { name: "Ocean Villa", maxGuests: 2, beds: "1 king bed, private plunge pool", factor: 1 },
    { name: "Two-Bedroom Pool Villa", maxGuests: 4, beds: "2 king beds, private pool and deck", factor: 1.7 },
    { name: "Residence with Butler", maxGuests: 6, beds: "3 bedrooms, private pool, butler", factor: 2.6 },
  ],
  city: [
    { name: "Signature Suite", maxGuests: 2, beds: "1 king bed, separate lounge", factor: 1 },
    { name: "Penthouse", maxGuests: 4, beds: "2 bedrooms, terrace with city views", factor: 1.8 },
    { name: "Royal Residence", maxGuests: 6, beds: "3 bedrooms, dining room, butler", factor: 2.8 },
  ],
  mountain: [
    { name: "Chalet Suite", maxGuests: 2, beds: "1 king bed, fireplace", factor: 1 },
    { name: "Two-Bedroom Chalet", maxGuests: 4, beds: "2 bedrooms, sauna, peak views", factor: 1.7 },
    { name: "Private Chalet", maxGuests: 8, beds: "4 bedrooms, hot tub, private chef", factor: 3 },
  ],
};
const DREAM_TEXT: Record<Setting, string> = {
  beach: "Wake to the sea in your own villa, with a private pool, a sunset dinner on the sand and a boat trip along the coast",
  city: "A top-floor suite above the city, a private guide for the landmarks and a chef's-table dinner",
  mountain: "A private chalet with a fireplace and peak views, a mountain guide and a helicopter flight over the glaciers",
};

const GREEN_FIRST = ["Green Leaf", "Verde", "Solar", "Evergreen", "Willow", "Fern", "Terra", "Oak & Stone", "Bamboo", "Linden"];
const GREEN_LAST = ["Eco Hotel", "Eco Lodge", "Green Hotel", "Eco Suites"];
const GREEN_ROOMS: RoomPlan[] = [
  { name: "Eco Double Room", maxGuests: 2, beds: "1 queen bed, organic cotton linen", factor: 1 },
  { name: "Garden Twin Room", maxGuests: 3, beds: "2 double beds, garden view", factor: 1.15 },
  { name: "Family Eco Room", maxGuests: 4, beds: "1 king bed and 2 twin beds", factor: 1.5 },
  { name: "Green Suite", maxGuests: 4, beds: "1 king bed, living room with a sofa bed", factor: 1.8 },
];
const GREEN_CERTIFICATES = ["Green Key certified", "EarthCheck Gold certified", "LEED Gold building", "Green Globe certified", "EU Ecolabel holder"];
const GREEN_PRACTICES = [
  "runs on 100 % renewable electricity",
  "no single-use plastics",
  "rainwater reused in the gardens",
  "breakfast from local organic farms",
  "EV charging for guests",
  "towels and linen changed on request to save water",
  "solar-heated hot water",
];

const optionalFee = (rng: Rng) => (rng.chance(0.3) ? rng.int(5, 20) : 0);
const namedBy = (first: readonly string[], last: readonly string[]) => (rng: Rng, d: DestinationSeed) => `${rng.pick(first)} ${d.name} ${rng.pick(last)}`;

export const PROFILES: Record<StayKind, Profile> = {
  HLT: {
    stars: [2, 5],
    baseRateUsd: 70,
    feesUsd: optionalFee,
    name: namedBy(HOTEL_FIRST, HOTEL_LAST),
    rooms: () => HOTEL_ROOMS,
    roomCount: [2, 4],
    alwaysHas: ["wifi"],
    extraChance: (stars) => 0.2 + stars * 0.07,
    describe: ({ name, d, stars, highlights }) =>
      `${name} is a ${stars}-star hotel in ${where(d)}. Guests enjoy ${highlights} and a central location close to shops, restaurants and public transport.`,
  },
  RST: {
    stars: [3, 5],
    baseRateUsd: 160,
    feesUsd: (rng) => rng.int(15, 45),
    name: (rng, d) => {
      const [first, last] = RESORT_NAMES[d.setting];
      return `${rng.pick(first)} ${rng.pick(last)} ${d.name}`;
    },
    rooms: (d) => {
      const [garden, view] = RESORT_VIEW[d.setting];
      return [
        { name: garden, maxGuests: 2, beds: "1 king bed", factor: 1 },
        { name: view, maxGuests: 3, beds: "2 queen beds", factor: 1.3 },
        { name: "Family Suite", maxGuests: 5, beds: "1 king bed and 2 twin beds", factor: 1.8 },
        { name: d.setting === "beach" ? "Swim-up Suite" : "Spa Suite", maxGuests: 2, beds: "1 king bed", factor: 2.2 },
      ];
    },
    roomCount: [2, 4],
    alwaysHas: ["wifi", "pool"],
    extraChance: () => 0.55,
    describe: ({ name, d, stars, highlights }) => `${name} is a ${stars}-star resort in ${where(d)} with ${highlights}. ${RESORT_TEXT[d.setting]}`,
  },
  STY: {
    stars: [2, 4],
    baseRateUsd: 95,
    feesUsd: (rng) => rng.int(30, 90),
    name: (rng, d) => `${rng.pick(STAY_ADJ)} ${rng.pick(STAY_TYPE[d.setting])} ${rng.pick(STAY_NEAR[d.setting])}`,
    rooms: () => [
      { name: "Whole apartment", maxGuests: 4, beds: "2 bedrooms", factor: 1 },
      { name: "Private room", maxGuests: 2, beds: "1 double bed", factor: 0.55 },
      { name: "Entire home", maxGuests: 6, beds: "3 bedrooms", factor: 1.6 },
    ],
    roomCount: [2, 3],
    alwaysHas: ["wifi", "kitchen"],
    extraChance: (stars) => 0.2 + stars * 0.07,
    describe: ({ name, d, highlights }) =>
      `${name}: a self-catering stay in ${where(d)} with ${highlights}. Ideal for families and longer trips, with local hosts on hand.`,
  },
  CND: {
    stars: [3, 4],
    baseRateUsd: 110,
    feesUsd: (rng) => rng.int(40, 100),
    name: (rng, d) => `${rng.pick(CONDO_FIRST[d.setting])} ${rng.pick(CONDO_LAST)} ${d.name}`,
    rooms: () => CONDO_ROOMS,
    roomCount: [2, 4],
    alwaysHas: ["wifi", "kitchen", "air-conditioning"],
    extraChance: (stars) => 0.15 + stars * 0.06,
    describe: ({ name, d, highlights }) =>
      `${name}: condominium apartments in ${where(d)}, each with a full kitchen, a living room and separate bedrooms, plus ${highlights}. Made for families and longer stays; keys at the front desk, weekly housekeeping.`,
  },
  HST: {
    stars: [3, 4],
    baseRateUsd: 150,
    feesUsd: (rng) => rng.int(60, 150),
    name: (rng, d, street) => `${rng.pick(HOME_ADJ)} ${rng.pick(HOME_TYPE[d.setting])} on ${street}`,
    rooms: (d) => [
      { name: "Two-bedroom home", maxGuests: 5, beds: "2 bedrooms, 2 bathrooms, full kitchen", factor: 1 },
      { name: "Three-bedroom home", maxGuests: 7, beds: `3 bedrooms, full kitchen, ${HOME_EXTRA[d.setting]}`, factor: 1.4 },
      { name: "Four-bedroom home", maxGuests: 9, beds: `4 bedrooms, 3 bathrooms, full kitchen, ${HOME_EXTRA[d.setting]}`, factor: 1.9 },
    ],
    roomCount: [2, 3],
    alwaysHas: ["wifi", "kitchen", "parking"],
    extraChance: (stars) => 0.15 + stars * 0.05,
    describe: ({ name, d, highlights }) =>
      `${name}: a whole holiday home in ${where(d)} to yourselves — bedrooms for everyone, a fully equipped kitchen and ${highlights}. A local host meets you on arrival; weekly stays welcome.`,
  },
  DRT: {
    stars: [5, 5],
    baseRateUsd: 450,
    feesUsd: () => 0,
    name: (rng, d) => `${d.name} ${rng.pick(d.lagoon && d.setting === "beach" ? LAGOON_DREAM_NAMES : DREAM_NAMES[d.setting])}`,
    rooms: (d) => DREAM_ROOMS[d.setting],
    roomCount: [2, 3],
    alwaysHas: ["wifi", "spa", "restaurant", "breakfast", "airport-shuttle"],
    extraChance: () => 0.5,
    describe: ({ name, d, highlights }) =>
      `${name}: a once-in-a-lifetime stay in ${where(d)}. ${DREAM_TEXT[d.setting]}. Butler service, private transfers and ${highlights}.`,
  },
  GRN: {
    stars: [3, 5],
    baseRateUsd: 85,
    feesUsd: optionalFee,
    name: namedBy(GREEN_FIRST, GREEN_LAST),
    rooms: () => GREEN_ROOMS,
    roomCount: [2, 4],
    alwaysHas: ["wifi", "breakfast"],
    extraChance: (stars) => 0.15 + stars * 0.06,
    describe: ({ rng, name, d, stars, highlights }) => {
      const first = rng.pick(GREEN_PRACTICES);
      const second = rng.pick(GREEN_PRACTICES.filter((p) => p !== first));
      return `${name} is an eco-certified ${stars}-star hotel in ${where(d)} with ${highlights}. Sustainability: ${rng.pick(GREEN_CERTIFICATES)}; ${first}; ${second}.`;
    },
  },
};

/** What a hotel's staff run: not found in an apartment or a holiday home. */
const HOTEL_SERVICES: readonly Amenity[] = ["breakfast", "restaurant", "bar", "spa", "kids-club"];

/** The amenities a stay lists: its product's own, then others by chance — never a beach away from the coast. */
export function stayAmenities(rng: Rng, kind: StayKind, stars: number, d: DestinationSeed): string[] {
  const profile = PROFILES[kind];
  const always = profile.alwaysHas.filter((a) => a !== "beach" || d.setting === "beach");
  const family = kind === "RST" || kind === "CND";
  const home = kind === "STY" || kind === "CND" || kind === "HST";
  const extra = AMENITIES.filter(
    (a) =>
      !always.includes(a) &&
      (a !== "beach" || d.setting === "beach") &&
      (a !== "kids-club" || family) &&
      (a !== "kitchen" || home) &&
      !(home && HOTEL_SERVICES.includes(a)) &&
      rng.chance(a === "beach" && (kind === "RST" || kind === "DRT") ? 0.9 : profile.extraChance(stars)),
  );
  return [...always, ...extra];
}

/** Activities that fit the place: snorkelling by the sea, hikes in the mountains, museums in the cities. */
export const ACTIVITIES: Record<Setting, string[]> = {
  beach: ["Sunset Cruise", "Snorkel & Beach Day", "Food Tasting Tour", "Surf Lesson", "City Walking Tour", "Cooking Class", "Day Trip by Coach"],
  city: ["City Walking Tour", "Food Tasting Tour", "Museum Skip-the-Line Pass", "Bike Tour", "Cooking Class", "Day Trip by Coach", "Night Lights Tour"],
  mountain: ["Guided Hike", "Lake Cruise", "Scenic Gondola Ride", "Paragliding Flight", "Food Tasting Tour", "Day Trip by Coach"],
};

/** How many of each stay product a destination gets: big cities 25 or more stays across the products. */
export function stayPlan(d: DestinationSeed): StayKind[] {
  const counts: Record<StayKind, number> = d.major
    ? { HLT: 9, RST: 2, STY: 4, CND: 4, HST: 3, DRT: 2, GRN: 3 }
    : { HLT: 4, RST: d.setting === "city" ? 1 : 2, STY: 2, CND: 2, HST: 2, DRT: 1, GRN: 1 };
  return (Object.keys(counts) as StayKind[]).flatMap((k) => Array.from({ length: counts[k] }, () => k));
}
