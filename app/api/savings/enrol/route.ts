import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { savingsUser } from "@/lib/savings/current-savings-user";
import { enrolInSavings } from "@/lib/savings/enrol";

/** The savings action: { showSignIn } for visitors, else { isNew, redirect } (an empty redirect on any failure). */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => ({ status: 1, data: await enrolInSavings(await savingsUser(ctx.session?.user.id)) }),
});
