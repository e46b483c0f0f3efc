#!/usr/bin/env node
/**
 * Writes public/images/map/world.svg: land and country borders of the whole world from Natural Earth 1:50m (public
 * domain, via the world-atlas package, ISC), in an equirectangular projection — x = (longitude + 180) × 20,
 * y = (90 − latitude) × 20 — so a page can crop it to any place with a viewBox and pin a point there without any map
 * service or key (components/details/location-map.tsx). The tools are not dependencies of the site:
 *
 *   npm install --no-save world-atlas@2 topojson-client@3 topojson-simplify@3
 *   node scripts/map/world-svg.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { feature, mesh } from "topojson-client";
import { presimplify, simplify, quantile } from "topojson-simplify";

const require = createRequire(import.meta.url);
const SCALE = 20;
const out = process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), "..", "..", "public", "images", "map", "world.svg");
const topo = presimplify(JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8")));
const world = simplify(topo, quantile(topo, 0.15));

function ringPath(ring) {
  let d = "";
  let last = "";
  for (const [i, [lon, lat]] of ring.entries()) {
    const p = `${Math.round((lon + 180) * SCALE)} ${Math.round((90 - lat) * SCALE)}`;
    if (p === last) continue;
    d += (i === 0 ? "M" : "L") + p;
    last = p;
  }
  return d;
}
function geometryPath(g) {
  if (g.type === "Polygon") return g.coordinates.map((r) => ringPath(r) + "Z").join("");
  if (g.type === "MultiPolygon") return g.coordinates.flatMap((poly) => poly.map((r) => ringPath(r) + "Z")).join("");
  if (g.type === "MultiLineString") return g.coordinates.map((l) => ringPath(l)).join("");
  if (g.type === "LineString") return ringPath(g.coordinates);
  return "";
}
const land = feature(world, world.objects.land)
  .features.map((f) => geometryPath(f.geometry))
  .join("");
const borders = geometryPath(mesh(world, world.objects.countries, (a, b) => a !== b));
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${360 * SCALE} ${180 * SCALE}"><!-- Natural Earth 1:50m (public domain) via world-atlas (ISC); scripts/map/world-svg.mjs --><rect width="100%" height="100%" fill="#cfe6f3"/><path fill="#f3efe4" stroke="#9fb8c6" stroke-width="3" d="${land}"/><path fill="none" stroke="#c9b99a" stroke-width="3" stroke-dasharray="8 6" d="${borders}"/></svg>\n`;
writeFileSync(out, svg);
console.log(`${out}: ${Math.round(svg.length / 1024)} KiB`);
