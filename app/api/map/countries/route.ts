import { countriesGeoJson } from "@/lib/maps/countries";

/** GET /api/map/countries — the offline style's country shapes (GeoJSON), the same for everyone and every day. */
export function GET() {
  return new Response(countriesGeoJson(), {
    headers: { "content-type": "application/geo+json; charset=utf-8", "cache-control": "public, max-age=604800" },
  });
}
