import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { readLegacyToken } from "@/lib/auth/legacy-token";
import { getActiveSession } from "@/lib/auth/sessions";
import { reservationsInLanguage } from "@/lib/orders/reservations-in-language";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http/route";

/** SPEC §7 POST /api/reservations {json{token}}: the member's reservations (myReservation), titled in the visitor's language; the cookie also works. */
export const POST = withApi({
  schema: z.object({ json: z.object({ token: zText().max(200).nullish() }).optional() }),
  handler: async ({ input, ctx }) => {
    let userId = ctx.session?.user.id ?? null;
    const sid = readLegacyToken(input.json?.token);
    if (!userId && sid) {
      const s = await getActiveSession(sid);
      if (s && s.user.orgId === ctx.org.id) userId = s.user.id;
    }
    if (!userId) throw new AppError("UNAUTHORIZED");
    return { status: 1, data: await reservationsInLanguage(userId, ctx.org, ctx.locale) };
  },
});
