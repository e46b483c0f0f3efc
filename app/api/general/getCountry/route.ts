import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { listCountries } from "@/lib/locale/countries";

/**
 * The full country list (SPEC §3 country list entry): { status, data: [...] }. The same for every caller, so identical
 * calls are answered from the web server's micro-cache.
 */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async () => json({ status: 1, data: await listCountries() }, { headers: microCacheHeaders([]) }),
});
