import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import {
  ALL_PHOTOS,
  destinationPhoto,
  destinationPhotos,
  galleryFor,
  heroPhoto,
  isCataloguePhoto,
  photoSrc,
  productPhoto,
  propertyPhotos,
  roomPhoto,
} from "@/lib/booking/pictures";

const publicDir = path.join(__dirname, "..", "..", "public");

describe("catalogue photos", () => {
  it("ships every photo as a 1200 px JPEG and as WebP files, with its licence recorded, in under 3 MiB", () => {
    const dir = path.join(publicDir, "images", "photos");
    const licences = readFileSync(path.join(dir, "LICENSES.md"), "utf8");
    for (const name of ALL_PHOTOS) {
      const file = path.join(publicDir, photoSrc(name));
      expect(file).toBe(path.join(dir, `${name}-1200.jpg`));
      expect(existsSync(file)).toBe(true);
      expect(licences).toContain(`| ${name} |`);
    }
    // Nothing else: every file belongs to a catalogue photo (old versions and 600 px JPEGs are deleted by the script).
    const webpDir = path.join(publicDir, "photos");
    const files = [
      ...readdirSync(dir)
        .filter((f) => f !== "LICENSES.md")
        .map((f) => path.join(dir, f)),
      ...readdirSync(webpDir).map((f) => path.join(webpDir, f)),
    ];
    for (const f of files) expect(ALL_PHOTOS).toContain(path.basename(f).replace(/-\d+(\.[0-9a-f]{8}\.webp|\.jpg)$/, ""));
    expect(files.filter((f) => f.startsWith(webpDir) && !f.endsWith(".webp"))).toEqual([]);
    const total = files.reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
    expect(existsSync(path.join(publicDir, "images", "map", "world.svg"))).toBe(true);
  });

  it("keeps a property's own catalogue photos and picks a stable gallery by id for the rest", () => {
    const own = [photoSrc("dunes"), photoSrc("cups")];
    expect(propertyPhotos({ id: 7, productCode: "HLT", images: own })).toEqual(own);
    // Rows from tests, the bench seed or old SVG illustrations get photos picked by id, the same every time.
    const picked = propertyPhotos({ id: 7, productCode: "HLT", images: ["/images/catalogue/hotel-1.svg"] });
    expect(picked).toEqual(galleryFor("HLT", 7));
    expect(propertyPhotos({ id: 7, productCode: "HLT", images: [] })).toEqual(picked);
    expect(picked).toHaveLength(3);
    expect(picked.every(isCataloguePhoto)).toBe(true);
    expect(new Set(picked).size).toBe(3);
    // Neighbouring ids look different.
    expect(propertyPhotos({ id: 8, productCode: "HLT", images: [] })[0]).not.toBe(picked[0]);
  });

  it("gives activities, rooms, destinations and each theme's hero a shipped photo", () => {
    expect(galleryFor("ACT", 0)[0]).toBe(photoSrc("kite"));
    for (const src of [roomPhoto(1), roomPhoto(12345), destinationPhoto("paris"), destinationPhoto("cancun"), heroPhoto("holidayDest"), heroPhoto("unknown")]) {
      expect(isCataloguePhoto(src)).toBe(true);
    }
    expect(destinationPhoto("paris")).toBe(destinationPhoto("paris"));
    expect(photoSrc("shore")).toBe("/images/photos/shore-1200.jpg");
    expect(isCataloguePhoto("/images/photos/shore-600.jpg")).toBe(false);
    // Side by side, destinations never share a photo while there are scenes enough (amsterdam and bali pick the same).
    expect(destinationPhoto("amsterdam")).toBe(destinationPhoto("bali"));
    const featured = destinationPhotos(["amsterdam", "bali", "bangkok", "barcelona", "cabo-san-lucas", "cancun"]);
    expect(new Set(featured).size).toBe(6);
    expect(featured[0]).toBe(destinationPhoto("amsterdam"));
    expect(featured.every(isCataloguePhoto)).toBe(true);
    // The home page's product cards (those that stay on the site) each have their own photo.
    const cards = ["hotel", "resorts", "weeks", "condo", "stays", "holidaystays", "packages", "cruises", "flight", "cars", "transfers", "activities"];
    const more = ["dreamtrips", "hotelgd", "JoinNow"];
    expect(new Set([...cards, ...more].map(productPhoto)).size).toBe(cards.length + more.length);
    expect(isCataloguePhoto("/images/photos/unknown-1200.jpg")).toBe(false);
    expect(isCataloguePhoto("https://example.com/images/photos/shore-1200.jpg")).toBe(false);
  });
});
