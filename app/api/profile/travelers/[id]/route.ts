import { z } from "zod";
import { ZTravelerInput } from "@/lib/account/schemas";
import { deleteTraveler, updateTraveler } from "@/lib/account/travelers";
import { idParam } from "@/lib/http/id-param";
import { withApi } from "@/lib/http/route";

const idOf = (params: Record<string, string>) => idParam(params, "Traveller");

export const PUT = withApi({
  schema: ZTravelerInput,
  auth: "user",
  handler: async ({ input, ctx, params }) => ({ status: 1, data: await updateTraveler(ctx.session!.user.id, idOf(params), input) }),
});

export const DELETE = withApi({
  schema: z.object({}).passthrough(),
  auth: "user",
  handler: async ({ ctx, params }) => {
    await deleteTraveler(ctx.session!.user.id, idOf(params));
    return { status: 1 };
  },
});
