#!/usr/bin/env node
/**
 * Rebuilds public/images/photos/ (JPEGs) and public/photos/ (WebP) from the Debian wallpaper packages listed in scripts/photos/sources.json.
 *
 *   mkdir /tmp/debs && cd /tmp/debs && apt-get download plasma-workspace-wallpapers mate-backgrounds lomiri-wallpapers-20.04
 *   for f in *.deb; do dpkg-deb -x "$f" root; done
 *   node scripts/photos/prepare.mjs /tmp/debs/root
 *
 * Every picture is cropped to 3:2 and written
 *   - as WebP at each width of WIDTHS (the widths next/image asks for: `images.deviceSizes` and `images.imageSizes` in
 *     next.config.ts), named `public/photos/<name>-<width>.<version>.webp` (a short path: the home page names about a hundred of
 *     them), where the version is the first 8 hex digits of the
 *     SHA-256 of that photo's WebP files — new pixels get new names, so the files can be cached as immutable. The
 *     next/image loader (lib/booking/photo-loader.ts) serves these: nothing is encoded per request;
 *   - as a 1200×800 JPEG (mozjpeg), `<name>-1200.jpg`: the stable address the database and the JSON APIs name a photo
 *     by (Property.images, `image` in /api/search and /api/reservations).
 * It then writes the versions to lib/booking/photo-files.ts and deletes files of older versions.
 * Authors and licences: public/images/photos/LICENSES.md.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, mkdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** Keep in step with next.config.ts (`deviceSizes` 640/828/1200, `imageSizes` 384): tests/unit/photo-loader.test.ts. */
const WIDTHS = [384, 640, 828, 1200];
const WEBP_QUALITY = 60;
const JPEG_WIDTH = 1200;
const JPEG_QUALITY = 60;

const root = process.argv[2];
if (!root) {
  console.error("usage: node scripts/photos/prepare.mjs <directory the .deb files were extracted into>");
  process.exit(2);
}
const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.join(here, "..", "..");
const out = path.join(repo, "public", "images", "photos");
const webpOut = path.join(repo, "public", "photos");
mkdirSync(out, { recursive: true });
mkdirSync(webpOut, { recursive: true });
const sources = JSON.parse(readFileSync(path.join(here, "sources.json"), "utf8"));

const crop = (s, width) => sharp(path.join(root, s.file)).resize(width, Math.round((width * 2) / 3), { fit: "cover", position: s.position ?? "centre" });
const keep = new Set(["LICENSES.md"]);
const versions = {};
let webpTotal = 0;
let jpegTotal = 0;
for (const s of sources) {
  const jpeg = `${s.name}-${JPEG_WIDTH}.jpg`;
  await crop(s, JPEG_WIDTH).jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true }).toFile(path.join(out, jpeg));
  keep.add(jpeg);
  jpegTotal += statSync(path.join(out, jpeg)).size;

  const webps = [];
  for (const width of WIDTHS) webps.push(await crop(s, width).webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer());
  const hash = createHash("sha256");
  for (const buffer of webps) hash.update(buffer);
  const version = hash.digest("hex").slice(0, 8);
  versions[s.name] = version;
  const sizes = [];
  WIDTHS.forEach((width, i) => {
    const file = `${s.name}-${width}.${version}.webp`;
    writeFileSync(path.join(webpOut, file), webps[i]);
    keep.add(file);
    webpTotal += webps[i].length;
    sizes.push(`${width}: ${Math.round(webps[i].length / 1024)} KiB`);
  });
  console.log(`${s.name} (${version}) ${sizes.join(", ")}; ${jpeg} ${Math.round(statSync(path.join(out, jpeg)).size / 1024)} KiB`);
}
for (const dir of [out, webpOut])
  for (const file of readdirSync(dir)) {
    if (!keep.has(file)) {
      unlinkSync(path.join(dir, file));
      console.log(`removed ${file}`);
    }
  }

const names = Object.keys(versions).sort();
writeFileSync(
  path.join(repo, "lib", "booking", "photo-files.ts"),
  `// Written by scripts/photos/prepare.mjs — do not edit by hand.
// The pre-encoded WebP files of the catalogue photos: public/photos/<name>-<width>.<version>.webp.

/** The widths every photo is encoded at, smallest first. */
export const PHOTO_FILE_WIDTHS: readonly number[] = [${WIDTHS.join(", ")}];

/** Each photo's version: the first 8 hex digits of the SHA-256 of its WebP files, part of their names. */
export const PHOTO_VERSIONS: Readonly<Record<string, string>> = {
${names.map((n) => `  ${/^[a-z]+$/.test(n) ? n : JSON.stringify(n)}: "${versions[n]}",`).join("\n")}
};
`,
);
console.log(`WebP total ${Math.round(webpTotal / 1024)} KiB, JPEG total ${Math.round(jpegTotal / 1024)} KiB`);
