import { z } from "zod";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http/route";
import { ifNoneMatchHits } from "@/lib/http/etag";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { CSS_VARIANTS, getOrgCss, getOrgCssFor, ZPageCode } from "@/lib/org/css";

/**
 * GET /api/general/getCss/{pageCode}.css — the host's organisation's stylesheet, with an ETag (304 when unchanged)
 * and a short shared cache. Another organisation's CSS is never reachable through this host. Identical requests are
 * answered from the web server's micro-cache, which also answers a matching If-None-Match with 304.
 */
export const GET = withApi({
  schema: z.object({ variant: z.enum(CSS_VARIANTS).optional() }),
  handler: async ({ input, ctx, params, request }) => {
    const parsed = ZPageCode.safeParse((params.name ?? "").replace(/\.css$/i, ""));
    if (!parsed.success) throw new AppError("NOT_FOUND");
    const variant = input.variant ?? "all";
    const entry = variant === "all" ? await getOrgCss(ctx.org.id, parsed.data) : await getOrgCssFor(ctx.org.id, parsed.data, variant);
    if (!entry) throw new AppError("NOT_FOUND", "No stylesheet for this page code.");
    const etag = `"${entry.hash}"`;
    const headers = {
      "content-type": "text/css; charset=utf-8",
      etag,
      "cache-control": "public, max-age=300, stale-while-revalidate=86400",
      vary: "Host",
      "x-content-type-options": "nosniff",
      ...microCacheHeaders([]),
    };
    if (ifNoneMatchHits(request.headers.get("if-none-match"), etag)) {
      // RFC 9110 §15.4.5: no Content-Type on a 304 — and the same headers as the micro-cache's 304 for a kept answer.
      const { "content-type": _type, ...notModified } = headers;
      return new Response(null, { status: 304, headers: notModified });
    }
    return new Response(entry.css, { status: 200, headers });
  },
});
