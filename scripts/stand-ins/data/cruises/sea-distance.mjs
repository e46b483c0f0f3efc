import { distanceKm, portOrThrow, REGIONS } from "./ports.mjs";
import { LANES, WAYPOINTS } from "./sea-lanes.mjs";

/**
 * Distances over water between two ports: the shortest chain of the sea lanes (sea-lanes.mjs), each lane a great
 * circle. A ship's time between ports is this distance at its sea speed, never the straight line over land.
 */
export const KM_PER_NAUTICAL_MILE = 1.852;

function pointOf(node) {
  const waypoint = WAYPOINTS[node];
  if (waypoint) return { lat: waypoint[0], lng: waypoint[1] };
  if (node.startsWith("W:")) throw new Error(`unknown sea waypoint ${node}`);
  return portOrThrow(node);
}

let graph = null;

function lanes() {
  if (graph) return graph;
  const built = new Map();
  const join = (a, b, km) => {
    if (!built.has(a)) built.set(a, new Map());
    built.get(a).set(b, km);
  };
  for (const region of REGIONS) {
    for (const chain of LANES[region]) {
      for (let i = 1; i < chain.length; i++) {
        const km = distanceKm(pointOf(chain[i - 1]), pointOf(chain[i]));
        join(chain[i - 1], chain[i], km);
        join(chain[i], chain[i - 1], km);
      }
    }
  }
  graph = built;
  return built;
}

const memo = new Map();

/** Kilometres a ship sails from one port to another (Dijkstra over the lanes); Infinity when no lane joins them. */
export function seaKm(from, to) {
  if (from === to) return 0;
  const key = from < to ? `${from}|${to}` : `${to}|${from}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const edges = lanes();
  const best = new Map([[from, 0]]);
  const done = new Set();
  for (;;) {
    let at = null;
    for (const [node, km] of best) if (!done.has(node) && (at === null || km < best.get(at))) at = node;
    if (at === null || at === to) break;
    done.add(at);
    for (const [next, km] of edges.get(at) ?? []) {
      const via = best.get(at) + km;
      if (via < (best.get(next) ?? Infinity)) best.set(next, via);
    }
  }
  const km = best.get(to) ?? Infinity;
  memo.set(key, km);
  return km;
}
