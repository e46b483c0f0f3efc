/**
 * The normalised form of names and places that the prefix search compares: lower-case with accents stripped, so
 * "cancun" finds Cancún and "SÃO" finds São Paulo. The seed, the factories and the search all use this one function,
 * so stored keys and typed queries always agree.
 */
export function searchKey(value: string | null | undefined): string {
  return (value ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A LIKE pattern matching values that start with `prefix`: %, _ and \ in the visitor's text match only themselves. */
export function prefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
