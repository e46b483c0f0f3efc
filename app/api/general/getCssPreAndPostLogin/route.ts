import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http/route";
import { getOrgCssFor, orgApiKeyMatches, ZPageCode } from "@/lib/org/css";

/** Both variants of a page's CSS, for a partner's own systems: needs the organisation's API key (401 otherwise). */
export const POST = withApi({
  schema: z.object({ pageCode: ZPageCode, apikey: zText().max(200) }),
  handler: async ({ input, ctx }) => {
    if (!input.apikey || !(await orgApiKeyMatches(ctx.org.id, input.apikey)))
      throw new AppError("UNAUTHORIZED", "The API key is not valid for this organisation.");
    const [pre, post] = await Promise.all([getOrgCssFor(ctx.org.id, input.pageCode, "pre"), getOrgCssFor(ctx.org.id, input.pageCode, "post")]);
    return { status: 1, data: { pageCode: input.pageCode.toLowerCase(), preLogin: pre?.css ?? "", postLogin: post?.css ?? "" } };
  },
});
