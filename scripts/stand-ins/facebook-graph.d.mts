/** Types of scripts/stand-ins/facebook-graph.mjs, for TypeScript tests. */
export type FacebookStandIn = {
  /** e.g. http://127.0.0.1:41234 — FACEBOOK_GRAPH_URL (also serves POST /test/token). */
  graphUrl: string;
  /** FACEBOOK_AUTH_URL: the login dialog. */
  authUrl: string;
  appId: string;
  appSecret: string;
  stop(): Promise<void>;
};

export function facebookRedirectAllowed(value: string): boolean;
export function startFacebookStandIn(options?: { port?: number; appId?: string; appSecret?: string }): Promise<FacebookStandIn>;
