import { z } from "zod";
import { withApi } from "@/lib/http/route";

/** SPEC §7 get-ip: the caller's address as this server sees it (forwarding headers only behind TRUST_PROXY). */
export const GET = withApi({ schema: z.object({}).passthrough(), handler: async ({ ctx }) => ({ ip: ctx.ip }) });
