import { z } from "zod";
import { COOKIE } from "@/lib/cookies";
import { withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { getLocaleState } from "@/lib/locale/locale-state";

/**
 * SPEC §7 (payload not shown, so any JSON object or an empty body): the SPEC §3 locale state for this visitor. It
 * depends on the Host's organisation, ?lang= and the language and currency cookies only, so identical calls are
 * answered from the web server's micro-cache (every page asks for it).
 */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) =>
    json(
      { status: 1, data: await getLocaleState({ org: ctx.org, locale: ctx.locale, currency: ctx.currency }) },
      { headers: microCacheHeaders([COOKIE.lanCode, COOKIE.currencyCode]) },
    ),
});
