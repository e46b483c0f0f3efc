/**
 * The catalogue's photographs (public/images/photos/, authors and licences in its LICENSES.md): every property,
 * room type, activity and destination shows one, offline too. The seed stores a property's gallery in
 * Property.images; rows without catalogue photos (made by tests, by the bench seed or by hand) get a deterministic
 * pick by id, and room types and destinations — which have no picture column — are picked by id / slug. Pure, so the
 * seed, the bench seed and the pages share it.
 */

/**
 * Every photo is cropped to 3:2. It is named by its 1200×800 JPEG (`photoSrc`), the address stored in the database and
 * given by the JSON APIs; pages show it through next/image, whose loader (photo-loader.ts) picks the pre-encoded WebP
 * file for each width (scripts/photos/prepare.mjs). PHOTO_* are the large places' intrinsic size (hero, first gallery
 * photo), SMALL_WIDTH the small places' (cards, thumbnails): only the aspect ratio matters, `sizes` picks the file.
 */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
export const SMALL_WIDTH = 600;

/** Outdoor scenes: hotels, resorts, stays and destinations. */
export const SCENES = ["evening-glow", "by-the-water", "cold-ripple", "forest-path", "summer-night", "shore", "mountain-lake", "dunes"] as const;
/** Things to do. */
export const ACTIVITIES = ["kite", "nuthatch", "fallen-leaf", "garden", "forest-path", "shore"] as const;
/** Calm details for room types and the rest of a property's gallery. */
export const DETAILS = ["modern-facade", "cups", "wood-floor", "green-view", "garden"] as const;

export const ALL_PHOTOS: readonly string[] = [...new Set<string>([...SCENES, ...ACTIVITIES, ...DETAILS])];

const PHOTO_PATH = /^\/images\/photos\/([a-z-]+)-1200\.jpg$/;

export function photoSrc(name: string): string {
  return `/images/photos/${name}-${PHOTO_WIDTH}.jpg`;
}

/** Whether a stored image is one of the shipped photographs (anything else — old SVG illustrations — is replaced). */
export function isCataloguePhoto(src: string): boolean {
  const m = PHOTO_PATH.exec(src);
  return !!m && ALL_PHOTOS.includes(m[1]!);
}

function pick<T>(list: readonly T[], n: number): T {
  return list[((n % list.length) + list.length) % list.length]!;
}

/** A stable number for a string key (FNV-1a), so a slug always picks the same photo. */
export function keyNumber(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The scenes that fit a kind of place (prisma/seed/destinations.ts `setting`): sea and sand only on a coast, lakes and
 * forests in the mountains, the building and green views in a city — no beach photo for a hotel in central Paris.
 */
export const SCENES_BY_SETTING: Record<"beach" | "city" | "mountain", readonly string[]> = {
  beach: ["shore", "dunes", "by-the-water", "evening-glow", "summer-night"],
  city: ["modern-facade", "green-view", "evening-glow", "summer-night", "garden"],
  mountain: ["mountain-lake", "cold-ripple", "forest-path", "evening-glow"],
};

/**
 * The gallery the seed stores for the n-th property: a scene (or activity) first — one that fits the place when its
 * setting is known — then two details.
 */
export function galleryFor(productCode: string, n: number, setting?: keyof typeof SCENES_BY_SETTING): string[] {
  const things = setting && setting !== "beach" ? ACTIVITIES.filter((a) => a !== "shore") : ACTIVITIES;
  const lead = productCode === "ACT" ? pick(things, n) : pick(setting ? SCENES_BY_SETTING[setting] : SCENES, n);
  const second = productCode === "ACT" ? pick(SCENES, n + 3) : pick(DETAILS, n);
  const third = pick(DETAILS, n + 2);
  return [lead, second, third].map((name) => photoSrc(name));
}

/** A property's photos: its own catalogue photos, else the gallery picked by its id. Never empty. */
export function propertyPhotos(p: { id: number; productCode: string; images: readonly string[] }): string[] {
  const own = p.images.filter(isCataloguePhoto);
  return own.length > 0 ? own : galleryFor(p.productCode, p.id);
}

export function roomPhoto(roomTypeId: number): string {
  return photoSrc(pick(DETAILS, roomTypeId));
}

export function destinationPhoto(slug: string): string {
  return photoSrc(pick(SCENES, keyNumber(slug)));
}

/**
 * Photos for destinations shown side by side (the home page's featured list): each its own pick, unless a destination
 * before it took that photo — then the next scene nobody has, so neighbouring cards never repeat a picture while
 * there are scenes enough.
 */
export function destinationPhotos(slugs: readonly string[]): string[] {
  const taken = new Set<string>();
  return slugs.map((slug) => {
    const start = keyNumber(slug);
    let name = pick(SCENES, start);
    for (let i = 1; taken.has(name) && i < SCENES.length; i++) name = pick(SCENES, start + i);
    taken.add(name);
    return photoSrc(name);
  });
}

/** The home page's hero picture: organisations of one theme share a look; each theme its own scene. */
export function heroPhoto(themeType: string): string {
  const byTheme: Record<string, string> = { holidayDest: "shore", holiday: "dunes", tournament: "mountain-lake", future: "evening-glow" };
  return photoSrc(byTheme[themeType] ?? "evening-glow");
}

const PRODUCT_PHOTOS: Record<string, string> = {
  hotel: "evening-glow",
  resorts: "shore",
  weeks: "garden",
  condo: "by-the-water",
  stays: "wood-floor",
  holidaystays: "dunes",
  packages: "mountain-lake",
  cruises: "cold-ripple",
  flight: "summer-night",
  cars: "forest-path",
  transfers: "fallen-leaf",
  activities: "kite",
  dreamtrips: "green-view",
  hotelgd: "modern-facade",
  JoinNow: "cups",
};

/** The picture of a product's card in the home page's product navigation. */
export function productPhoto(product: string): string {
  return photoSrc(PRODUCT_PHOTOS[product] ?? "garden");
}

/** Scenes on the water, for ships. */
const WATER = ["by-the-water", "cold-ripple", "shore", "evening-glow", "summer-night", "mountain-lake"] as const;

/** A ship's picture: the same scene for the same ship everywhere. */
export function shipPhoto(shipCode: string): string {
  return photoSrc(pick(WATER, keyNumber(`ship:${shipCode}`)));
}
