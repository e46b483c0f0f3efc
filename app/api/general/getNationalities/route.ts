import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { listNationalities } from "@/lib/locale/countries";

/** The nationality list: { status, data: [...] }, the same for every caller, so from the micro-cache once seen. */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async () => json({ status: 1, data: await listNationalities() }, { headers: microCacheHeaders([]) }),
});
