/**
 * A count for a search form's steppers, read from the address the page was opened with: a whole number held within
 * [min, max], or `fallback` when it is no whole number. The address is anyone's input ("children=1e308" once made a
 * form build a list that long and run the server out of memory); the search itself still refuses such values with a
 * reason per field — this only keeps the form's starting state sane.
 */
export function formCount(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw);
  if (raw === undefined || raw === "" || !Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
