/**
 * Distances over water between two ports: the shortest chain of the sea lanes (sea-lanes.mjs), each lane a great
 * circle. A ship's time between ports is this distance at its sea speed, never the straight line over land.
 */
export declare const KM_PER_NAUTICAL_MILE = 1.852;

/** Kilometres a ship sails from one port to another (Dijkstra over the lanes); Infinity when no lane joins them. */
export declare function seaKm(from: string, to: string): number;
