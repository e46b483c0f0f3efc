/**
 * Names the catalogue's data holds in English only — a room type, a fare brand, a wallet card — in the reader's
 * language where the messages catalogue has them (one group of messages per kind of name, keyed by nameKey), else as
 * the supplier or the data gives them: a hotel's own room name is never invented.
 */

/** A translator over one group of names, as next-intl gives it (`t.has` says whether the group names it). */
export type NameGroup = { (key: never): string; has(key: never): boolean };

/** The key of an English name in a group: lower case, words joined by dashes ("Deluxe King Room" → "deluxe-king-room"). */
export function nameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `name` in the group's language where the group has it, else `name` itself. */
export function catalogueName(names: NameGroup, name: string): string {
  const key = nameKey(name) as never;
  return key && names.has(key) ? names(key) : name;
}
