import { z } from "zod";
import { getOrgCss, ZPageCode } from "@/lib/org/css";
import { withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";

/**
 * The white-label CSS of the host's organisation for a page code: { status, data: { pageCode, css, hash } }. It depends
 * on the Host and the body alone, so identical calls are answered from the web server's micro-cache; a stylesheet
 * change drops the kept answers in every process (lib/cache/seam.ts).
 */
export const POST = withApi({
  schema: z.object({ pageCode: ZPageCode }),
  handler: async ({ input, ctx }) => {
    const entry = await getOrgCss(ctx.org.id, input.pageCode);
    return json(
      { status: 1, data: { pageCode: input.pageCode.toLowerCase(), css: entry?.css ?? "", hash: entry?.hash ?? null } },
      { headers: microCacheHeaders([]) },
    );
  },
});
