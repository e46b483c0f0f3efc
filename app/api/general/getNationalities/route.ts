import { z } from "zod";
import { COOKIE } from "@/lib/cookies";
import { withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { nationalitiesIn } from "@/lib/locale/countries";

/** The nationality list in the visitor's language: { status, data: [...] }, alike for every caller of a language. */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => json({ status: 1, data: await nationalitiesIn(ctx.locale) }, { headers: microCacheHeaders([COOKIE.lanCode]) }),
});
