import { z } from "zod";
import { searchCatalogueRooms } from "@/lib/agent/catalogue";
import { withApi } from "@/lib/http/route";

/** Rooms to build a quote from, by property name or city. */
export const GET = withApi({
  schema: z.object({ q: z.string().max(100).default("") }),
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await searchCatalogueRooms(ctx.org, input.q) }),
});
