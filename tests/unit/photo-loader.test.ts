import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import nextConfig from "@/next.config";
import { ALL_PHOTOS, photoSrc } from "@/lib/booking/pictures";
import { PHOTO_FILE_WIDTHS, PHOTO_VERSIONS } from "@/lib/booking/photo-files";
import photoLoader, { photoFile } from "@/lib/booking/photo-loader";

const publicDir = path.join(__dirname, "..", "..", "public");
const images = nextConfig.images!;
/** Every width next/image can put in a srcset with this configuration. */
const configWidths = [...images.deviceSizes!, ...images.imageSizes!].sort((a, b) => a - b);
const load = (src: string, width: number) => photoLoader({ src, width, quality: 75 });

describe("the next/image loader for catalogue photos", () => {
  it("is the configured custom loader (with which Next answers 404 at /_next/image), for local pictures only", () => {
    expect(images.loader).toBe("custom");
    expect(images.loaderFile).toBe("./lib/booking/photo-loader.ts");
    expect(images.unoptimized ?? false).toBe(false);
    expect(images.remotePatterns ?? []).toEqual([]);
  });

  it("has a file for exactly the widths next/image asks for, so a srcset names no file twice", () => {
    expect([...PHOTO_FILE_WIDTHS]).toEqual(configWidths);
    expect(Object.keys(PHOTO_VERSIONS).sort()).toEqual([...ALL_PHOTOS].sort());
  });

  it("maps every photo at every width to an existing WebP file at least that wide (the widest beyond 1200)", async () => {
    const max = PHOTO_FILE_WIDTHS[PHOTO_FILE_WIDTHS.length - 1]!;
    for (const name of ALL_PHOTOS) {
      for (const width of [...configWidths, 1, 160, 383, 385, 600, 700, 1199, 1201, 2048, 3840]) {
        const url = load(photoSrc(name), width);
        const m = /^\/photos\/([a-z-]+)-(\d+)\.([0-9a-f]{8})\.webp$/.exec(url);
        expect(m).not.toBeNull();
        const [, fileName, fileWidth] = m!;
        expect(fileName).toBe(name);
        const expected = PHOTO_FILE_WIDTHS.find((w) => w >= width) ?? max;
        expect(Number(fileWidth)).toBe(expected);
        expect(existsSync(path.join(publicDir, url))).toBe(true);
      }
      // The files are what their names say: WebP, that wide, 3:2.
      for (const width of PHOTO_FILE_WIDTHS) {
        const meta = await sharp(path.join(publicDir, load(photoSrc(name), width))).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((width * 2) / 3)]);
      }
    }
  });

  it("names files by a hash of their content, so they can be cached as immutable", () => {
    for (const name of ALL_PHOTOS) {
      const hash = createHash("sha256");
      for (const width of PHOTO_FILE_WIDTHS) hash.update(readFileSync(path.join(publicDir, load(photoSrc(name), width))));
      expect(hash.digest("hex").slice(0, 8)).toBe(PHOTO_VERSIONS[name]);
    }
  });

  it("passes any other source through unchanged", () => {
    for (const src of [
      "/images/map/world.svg",
      "/flags/us.svg",
      "/images/photos/unknown-1200.jpg",
      "/images/photos/shore-600.jpg",
      "/images/photos/shore-1200.jpg?v=2",
      "/images/photos/constructor-1200.jpg",
      "/photos/shore-640.11e35887.webp",
      "https://cdn.example.com/images/photos/shore-1200.jpg",
      "//cdn.example.com/logo.png",
      "data:image/png;base64,iVBORw0KGgo=",
    ]) {
      expect(photoFile(src, 640)).toBeNull();
      expect(load(src, 640)).toBe(src);
    }
  });
});
