import { z } from "zod";
import { COOKIE } from "@/lib/cookies";
import { withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { countriesIn } from "@/lib/locale/countries";

/**
 * The full country list (SPEC §3 country list entry) in the visitor's language: { status, data: [...] }. Alike for
 * every caller of a language, so identical calls are answered from the web server's micro-cache.
 */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => json({ status: 1, data: await countriesIn(ctx.locale) }, { headers: microCacheHeaders([COOKIE.lanCode]) }),
});
