import { z } from "zod";
import { getOrgCss, ZPageCode } from "@/lib/org/css";
import { withApi } from "@/lib/http/route";

/** The white-label CSS of the host's organisation for a page code: { status, data: { pageCode, css, hash } }. */
export const POST = withApi({
  schema: z.object({ pageCode: ZPageCode }),
  handler: async ({ input, ctx }) => {
    const entry = await getOrgCss(ctx.org.id, input.pageCode);
    return { status: 1, data: { pageCode: input.pageCode.toLowerCase(), css: entry?.css ?? "", hash: entry?.hash ?? null } };
  },
});
