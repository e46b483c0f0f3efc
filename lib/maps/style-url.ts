import { env } from "@/lib/env";

/** The site's own style: offline, served from the catalogue of country shapes (./offline-style.ts). */
export const OFFLINE_STYLE_PATH = "/api/map/style";

/** The style the results' map loads: MAP_STYLE_URL when configured, else the offline one. */
export function mapStyleUrl(): string {
  return env().MAP_STYLE_URL ?? OFFLINE_STYLE_PATH;
}

/** The origin a configured style lives at, which the page's policy must let the map fetch from (null: our own). */
export function mapStyleOrigin(): string | null {
  const url = env().MAP_STYLE_URL;
  return url && !url.startsWith("/") ? new URL(url).origin : null;
}
