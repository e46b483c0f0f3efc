#!/usr/bin/env node
/**
 * Rebuilds public/images/photos/ from the Debian wallpaper packages listed in scripts/photos/sources.json.
 *
 *   mkdir /tmp/debs && cd /tmp/debs && apt-get download plasma-workspace-wallpapers mate-backgrounds lomiri-wallpapers-20.04
 *   for f in *.deb; do dpkg-deb -x "$f" root; done
 *   node scripts/photos/prepare.mjs /tmp/debs/root
 *
 * Every picture is cropped to 3:2 and written as a 1200×800 and a 600×400 JPEG (mozjpeg). next/image serves them
 * as AVIF/WebP at the width each place needs; the two sizes let small places (cards, room thumbnails) start from the
 * small file. Authors and licences: public/images/photos/LICENSES.md.
 */
import { readFileSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = process.argv[2];
if (!root) {
  console.error("usage: node scripts/photos/prepare.mjs <directory the .deb files were extracted into>");
  process.exit(2);
}
const here = path.dirname(new URL(import.meta.url).pathname);
const out = path.join(here, "..", "..", "public", "images", "photos");
mkdirSync(out, { recursive: true });
const sources = JSON.parse(readFileSync(path.join(here, "sources.json"), "utf8"));
let total = 0;
for (const s of sources) {
  for (const [width, quality] of [
    [1200, 60],
    [600, 68],
  ]) {
    const file = path.join(out, `${s.name}-${width}.jpg`);
    await sharp(path.join(root, s.file))
      .resize(width, (width * 2) / 3, { fit: "cover", position: s.position ?? "centre" })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toFile(file);
    total += statSync(file).size;
    console.log(`${path.basename(file)} ${Math.round(statSync(file).size / 1024)} KiB`);
  }
}
console.log(`total ${Math.round(total / 1024)} KiB`);
