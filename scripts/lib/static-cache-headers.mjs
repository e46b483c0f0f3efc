/**
 * How long browsers and CDNs may keep the public files of public/ that are not Next's own build output, set by the web
 * server before Next serves the file (Next's static file server keeps a Cache-Control already set):
 * - /images/… (1200 px JPEGs, the map): a day, then revalidated by ETag; they keep their names when re-made.
 * - /photos/<name>-<width>.<hash>.webp: a year, immutable. The name carries a hash of the content
 *   (scripts/photos/prepare.mjs), so new pixels come with a new name.
 * Anything else answers null: Next's own default.
 */
const PHOTO = /^\/photos\/[a-z-]+-\d+\.[0-9a-f]{8}\.webp$/;

export function staticCacheControl(url) {
  if (!url) return null;
  const path = url.split("?", 1)[0];
  if (path.startsWith("/images/")) return "public, max-age=86400, stale-while-revalidate=604800";
  if (PHOTO.test(path)) return "public, max-age=31536000, immutable";
  return null;
}
