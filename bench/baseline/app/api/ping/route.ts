/** One JSON route handler, answering in the site's envelope shape. */
export function GET() {
  return Response.json({ status: 200, message: "ok", result: { now: Date.now() } });
}

export const POST = GET;
