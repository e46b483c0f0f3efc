import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { listCountries } from "@/lib/locale/countries";

/** The full country list (SPEC §3 country list entry): { status, data: [...] }. */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async () => ({ status: 1, data: await listCountries() }),
});
