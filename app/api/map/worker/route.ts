import { mapWorkerCode } from "@/lib/maps/worker";

/** GET /api/map/worker?v=<maplibre version> — MapLibre's worker script for the results map (components/search/results-map.tsx). */
export function GET() {
  return new Response(mapWorkerCode(), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
}
