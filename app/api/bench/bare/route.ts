import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/** The reference route for `npm run bench`: a dynamic JSON answer with no work behind it. BENCH_ROUTES only. */
export function GET() {
  if (!env().BENCH_ROUTES) return new Response(null, { status: 404 });
  return Response.json({ status: 1, ok: true });
}

export const POST = GET;
