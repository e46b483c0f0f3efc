import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { listNationalities } from "@/lib/locale/countries";

export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async () => ({ status: 1, data: await listNationalities() }),
});
