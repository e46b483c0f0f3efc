/** A page's search parameters as Next hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * One string per parameter, each cut to 200 characters: a repeated parameter (stops=0&stops=1, from a form's ticked
 * boxes) is joined with commas when `joinArrays`, else left out.
 */
export function flatSearchParams(params: Record<string, string | string[] | undefined>, { joinArrays = false } = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([k, v]) =>
      typeof v === "string" ? [[k, v.slice(0, 200)]] : Array.isArray(v) && joinArrays ? [[k, v.join(",").slice(0, 200)]] : [],
    ),
  );
}
