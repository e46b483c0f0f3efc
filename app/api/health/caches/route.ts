import { cacheStats } from "@/lib/cache/stats";
import { AppError } from "@/lib/errors";
import { isOperatorRequest } from "@/lib/http/operator-token";
import { errorResponse, json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

/** The caches' hit and miss counts of the answering process, for operators (METRICS_TOKEN); anyone else: 404. */
export function GET(request: Request) {
  if (!isOperatorRequest(request.headers)) return errorResponse(new AppError("NOT_FOUND"));
  return json(cacheStats());
}
