/** Types of scripts/stand-ins/cruise-line.mjs, for TypeScript tests. */
export type CruiseStandIn = {
  /** CRUISE_API_URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** CRUISE_API_TOKEN the stand-in accepts. */
  token: string;
  stop(): Promise<void>;
};

/** `now`: the line's clock (sale window, refunds), for tests that cancel at chosen days before sailing. */
export function startCruiseStandIn(options?: { port?: number; token?: string; now?: () => Date }): Promise<CruiseStandIn>;
