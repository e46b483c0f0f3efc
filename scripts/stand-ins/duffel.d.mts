/** Types of scripts/stand-ins/duffel.mjs, for TypeScript tests. */
export type DuffelStandIn = {
  /** DUFFEL_API_URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** DUFFEL_ACCESS_TOKEN the stand-in accepts. */
  token: string;
  stop(): Promise<void>;
};

export function startDuffelStandIn(options?: { port?: number; token?: string }): Promise<DuffelStandIn>;
