import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/respond";
import { isWellFormedHost } from "@/lib/org/host";

/**
 * Any /api/… path that no route handler serves: the API's JSON error envelope (404), for every method. Without this,
 * Next rendered the site's HTML not-found page — the whole layout, about 30 KB — for each unknown call.
 */
function notFound(request: Request): Response {
  const badHost = !isWellFormedHost(request.headers.get("host"));
  const response = errorResponse(badHost ? new AppError("BAD_REQUEST", "Bad Host header.") : new AppError("NOT_FOUND", "There is no such API call."));
  response.headers.set("cache-control", "no-store");
  return response;
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
