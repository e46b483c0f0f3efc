import type { Region } from "./ports.mjs";

/**
 * Where ships can sail: open-water points off capes, straits and islands (`WAYPOINTS`, [latitude, longitude]) and the
 * lanes between them and the ports (`LANES`: each a chain of port codes and waypoint names, every consecutive pair
 * joined over water). A voyage between two ports follows the shortest chain of lanes (sea-distance.mjs), so Dubrovnik
 * to Civitavecchia goes round the toe of Italy through the Strait of Messina, not across the Apennines. The points are
 * placed by hand from the chart, a few kilometres off the coast: a lane may clip a small island, never a peninsula.
 */
export declare const WAYPOINTS: Record<string, readonly [number, number]>;

/** Chains of ports and waypoints, each consecutive pair a lane over open water, by region. */
export declare const LANES: Record<Region, readonly (readonly string[])[]>;
