import { z } from "zod";
import { ZTravelerInput } from "@/lib/account/schemas";
import { createTraveler, listTravelers } from "@/lib/account/travelers";
import { withApi } from "@/lib/http/route";

export const GET = withApi({
  schema: z.object({}).passthrough(),
  auth: "user",
  handler: async ({ ctx }) => ({ status: 1, data: await listTravelers(ctx.session!.user.id) }),
});

export const POST = withApi({
  schema: ZTravelerInput,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await createTraveler(ctx.session!.user.id, input) }),
});
