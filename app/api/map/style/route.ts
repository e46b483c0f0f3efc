import { json } from "@/lib/http/respond";
import { offlineStyle } from "@/lib/maps/offline-style";

/** GET /api/map/style — the results map's offline MapLibre style (used when MAP_STYLE_URL is not configured). */
export function GET() {
  return json(offlineStyle(), { headers: { "cache-control": "public, max-age=86400" } });
}
