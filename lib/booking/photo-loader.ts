/**
 * The next/image loader (next.config.ts `images.loaderFile`). A catalogue photo (`/images/photos/<name>-1200.jpg`,
 * lib/booking/pictures.ts) is answered with its pre-encoded WebP file at the smallest width at least as wide as the one
 * asked for (scripts/photos/prepare.mjs writes them; lib/booking/photo-files.ts lists them), so next/image still writes
 * srcset, sizes, width, height and lazy loading, but no request reaches Next's image optimiser (/_next/image) and no
 * picture is encoded while a visitor waits. Any other source (a remote URL, an SVG, a file that is not a catalogue
 * photo) is returned unchanged. Runs in the browser too: keep it small and free of server imports.
 */
import { PHOTO_FILE_WIDTHS, PHOTO_VERSIONS } from "./photo-files";

const CATALOGUE_PHOTO = /^\/images\/photos\/([a-z-]+)-1200\.jpg$/;

/** The pre-encoded file for a catalogue photo at a width, or null when `src` is not a catalogue photo. */
export function photoFile(src: string, width: number): string | null {
  const name = CATALOGUE_PHOTO.exec(src)?.[1];
  const version = name && Object.hasOwn(PHOTO_VERSIONS, name) ? PHOTO_VERSIONS[name] : undefined;
  if (!name || !version) return null;
  const fileWidth = PHOTO_FILE_WIDTHS.find((w) => w >= width) ?? PHOTO_FILE_WIDTHS[PHOTO_FILE_WIDTHS.length - 1];
  return `/photos/${name}-${fileWidth}.${version}.webp`;
}

/** What next/image passes a custom loader (its ImageLoaderProps), named here so this module imports nothing of Next. */
type LoaderArgs = { src: string; width: number; quality?: number };

export default function photoLoader({ src, width }: LoaderArgs): string {
  return photoFile(src, width) ?? src;
}
