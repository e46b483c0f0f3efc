/**
 * The normalised form of names and places that the prefix search compares: lower-case with accents stripped, so
 * "cancun" finds Cancún and "SÃO" finds São Paulo. The seed, the factories and the search all use this one function,
 * so stored keys and typed queries always agree.
 */
export function searchKey(value: string | null | undefined): string {
  return (value ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The values starting with `prefix` as a half-open range [lo, hi) in code-point order (hi: the prefix with its last
 * character's code point plus one). Compared with PostgreSQL's ~>=~ and ~<~ (text_pattern_ops, byte order — the same
 * order for UTF-8), it needs no LIKE pattern: nothing the visitor types is a wildcard, and a prepared statement's
 * generic plan can still use the index, which a LIKE with a parameter cannot.
 */
export function prefixRange(prefix: string): { lo: string; hi: string } {
  const chars = [...prefix];
  const last = chars.pop()!.codePointAt(0)!;
  // Past the surrogate block, which no valid text contains.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return { lo: prefix, hi: chars.join("") + String.fromCodePoint(Math.min(next, 0x10ffff)) };
}
