import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { getLocaleState } from "@/lib/locale/locale-state";

/** SPEC §7 (payload not shown, so any JSON object or an empty body): the SPEC §3 locale state for this visitor. */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => ({
    status: 1,
    data: await getLocaleState({ org: ctx.org, locale: ctx.locale, currency: ctx.currency }),
  }),
});
