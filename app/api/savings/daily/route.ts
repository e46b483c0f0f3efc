import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { savingsUser } from "@/lib/savings/current-savings-user";
import { enrolDaily } from "@/lib/savings/enrol";

export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => ({ status: 1, data: { outcome: await enrolDaily(await savingsUser(ctx.session?.user.id)) } }),
});
