import { existsSync, readFileSync, statSync } from "node:fs";
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
  smallPhoto,
} from "@/lib/booking/pictures";

const publicDir = path.join(__dirname, "..", "..", "public");

describe("catalogue photos", () => {
  it("ships every photo at 1200 and 600 px, each well under 150 KB, with its licence recorded", () => {
    const licences = readFileSync(path.join(publicDir, "images", "photos", "LICENSES.md"), "utf8");
    let total = 0;
    for (const name of ALL_PHOTOS) {
      for (const width of [1200, 600] as const) {
        const file = path.join(publicDir, photoSrc(name, width));
        expect(existsSync(file)).toBe(true);
        const size = statSync(file).size;
        expect(size).toBeLessThan(150 * 1024);
        total += size;
      }
      expect(licences).toContain(`${name}-1200.jpg`);
    }
    expect(total).toBeLessThan(4 * 1024 * 1024);
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
    expect(smallPhoto(photoSrc("shore"))).toBe("/images/photos/shore-600.jpg");
    expect(isCataloguePhoto("/images/photos/unknown-1200.jpg")).toBe(false);
    expect(isCataloguePhoto("https://example.com/images/photos/shore-1200.jpg")).toBe(false);
  });
});
