/** Types of scripts/stand-ins/amadeus.mjs, for TypeScript tests. */
export type AmadeusStandIn = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** AMADEUS_HOST and AMADEUS_PORT (plain HTTP: AMADEUS_SSL=false). */
  host: string;
  port: number;
  /** AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET the token endpoint accepts. */
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
};

export function startAmadeusStandIn(options?: { port?: number; clientId?: string; clientSecret?: string }): Promise<AmadeusStandIn>;
