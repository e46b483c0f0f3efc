import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { getExchangeRate } from "@/lib/locale/exchange-rate";

const code = zText()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "Give a three-letter currency code")
  .transform((c) => c.toUpperCase());

/** SPEC §7 `{fromCurrency, toCurrency, all}`; lower-case codes are accepted, `all` must be a real boolean. */
const Schema = z.object({ fromCurrency: code, toCurrency: code, all: z.boolean().optional() });

/**
 * SPEC §7: `{ status: 1, data: { fromCurrency, toCurrency, roeRate, roes? } }` — the client reads roeRate and roes. The
 * answer depends on the body and the rates in force alone, so identical calls are answered from the web server's
 * micro-cache; a rate import drops the kept answers (lib/cache/seam.ts).
 */
export const POST = withApi({
  schema: Schema,
  handler: async ({ input }) => json({ status: 1, data: await getExchangeRate(input) }, { headers: microCacheHeaders([]) }),
});
