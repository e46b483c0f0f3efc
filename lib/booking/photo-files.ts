// Written by scripts/photos/prepare.mjs — do not edit by hand.
// The pre-encoded WebP files of the catalogue photos: public/photos/<name>-<width>.<version>.webp.

/** The widths every photo is encoded at, smallest first. */
export const PHOTO_FILE_WIDTHS: readonly number[] = [384, 640, 828, 1200];

/** Each photo's version: the first 8 hex digits of the SHA-256 of its WebP files, part of their names. */
export const PHOTO_VERSIONS: Readonly<Record<string, string>> = {
  "by-the-water": "e004e49c",
  "cold-ripple": "6e38fa18",
  cups: "944f81f5",
  dunes: "29300a68",
  "evening-glow": "221680c2",
  "fallen-leaf": "af5237de",
  "forest-path": "0729fa57",
  garden: "d70aefa7",
  "green-view": "0a584fd1",
  kite: "f968f0e1",
  "modern-facade": "b70fc7d7",
  "mountain-lake": "ca630084",
  nuthatch: "2c01a595",
  shore: "11e35887",
  "summer-night": "7ac10e5b",
  "wood-floor": "df47cc1e",
};
