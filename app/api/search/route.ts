import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { runSearch } from "@/lib/booking/search-request";
import { placeView } from "@/lib/places/search-place";
import { searchErrorText } from "@/lib/booking/search-input";
import { AppError } from "@/lib/errors";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { COOKIE } from "@/lib/cookies";
import { sessionCookieName } from "@/lib/auth/session-token";

/**
 * GET /api/search?product=&destination=|latitude=&longitude=[&radius=]&checkin=&checkout=&guests=&rooms=&minPrice=
 * &maxPrice=&stars=&amenities=&sort=&page=&perPage= — the same search as /search-detail, as JSON (QA and the bench).
 * Query values are checked by parseSearch; the zod schema here only bounds their size. A guest's answer depends on the
 * URL, Host and locale cookies alone, so identical guest searches are answered from the web server's micro-cache until
 * a booking or cancellation anywhere (lib/cache/seam.ts); a member's (prices, wallet credit) never are.
 */
/** A member's or an agent's search (member prices, wallet credit) is personal: never from nor into the micro-cache. */
const PERSONAL_COOKIES = [sessionCookieName(true), sessionCookieName(false), COOKIE.impersonate];

export const GET = withApi({
  schema: z.record(zText(), zText().max(500)),
  handler: async ({ input, ctx }) => {
    const outcome = await runSearch({
      raw: input,
      org: ctx.org,
      currency: ctx.currency,
      viewer: { userId: ctx.session?.user.id ?? null, memberPricing: ctx.session?.user.memberPricing ?? false },
    });
    if (outcome.kind === "not-offered") throw new AppError("NOT_FOUND", `${outcome.product} is not offered on this site.`);
    if (outcome.kind === "invalid") {
      const fields = outcome.errors.map((e) => ({ path: e.field, message: searchErrorText(e) }));
      throw new AppError("VALIDATION_FAILED", fields[0]?.message, { fields });
    }
    return json(
      {
        status: 1,
        data: {
          ...outcome.page,
          memberPricing: outcome.memberPricing,
          query: outcome.query,
          ...(outcome.place ? { place: placeView(outcome.place, ctx.locale) } : {}),
          ...(outcome.within ? { within: placeView(outcome.within, ctx.locale) } : {}),
        },
      },
      { headers: microCacheHeaders([COOKIE.lanCode, COOKIE.currencyCode], PERSONAL_COOKIES) },
    );
  },
});

export const POST = methodNotAllowed;
