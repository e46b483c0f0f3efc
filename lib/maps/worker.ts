import { readFileSync } from "node:fs";
import path from "node:path";

let code: string | undefined;

/**
 * MapLibre's worker bundle (it parses the country shapes off the page's thread). MapLibre looks for it next to its own
 * module, which a bundler moves; the site serves the package's file itself (/api/map/worker) and points MapLibre at it.
 * Read from the installed package (the server runs from the project's root): the bundler would turn a require.resolve
 * into a module id.
 */
export function mapWorkerCode(): string {
  code ??= readFileSync(path.join(process.cwd(), "node_modules", "maplibre-gl", "dist", "maplibre-gl-worker.mjs"), "utf8");
  return code;
}
