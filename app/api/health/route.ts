import { checkHealth } from "@/lib/health";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth();
  return json({ status: health.ok ? "ok" : "unavailable", database: health.database, latencyMs: health.latencyMs }, { status: health.ok ? 200 : 503 });
}
