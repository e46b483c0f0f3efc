// First: zod in jitless mode before any schema of the browser's is used (the account forms import these types).
import "@/lib/zod-client-config";
import { z } from "zod";

/**
 * Every whole number the site stores is a PostgreSQL `integer` (Prisma `Int`, 4 bytes): ids, counts, titles, minor
 * amounts. A number outside it makes the database refuse the statement, so input is held to it here, before anything
 * runs: -2147483648 to 2147483647.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

type Bounds = { min?: number; max?: number; message?: string };

/**
 * A whole number within `min`..`max` (never wider than an `integer` column). Like the forms and query strings send
 * it, a numeric string is read as its number ("12" is 12); anything else that is not such a number — a fraction,
 * "NaN", 1e308, 2^31 — is a field error with one message. `Input` narrows what it accepts when piped after another
 * schema (`digits.pipe(zInt4<string>())`).
 */
export function zInt4<Input = unknown>({ min = INT4_MIN, max = INT4_MAX, message }: Bounds = {}) {
  const lo = Math.max(min, INT4_MIN);
  const hi = Math.min(max, INT4_MAX);
  const error = message ?? `Use a whole number from ${lo} to ${hi}`;
  // One reason per field: the first check that fails ends it (2^53 fails .int() and .max() alike).
  return z.coerce.number<Input>({ error }).int({ error, abort: true }).min(lo, { error, abort: true }).max(hi, { error });
}

/** A row id: a whole number from 1 to 2147483647 (an `integer` primary key; ours start at 1). */
export const zId = zInt4({ min: 1, message: `Use an id from 1 to ${INT4_MAX}` });
