/** Types of scripts/stand-ins/google-oidc.mjs, for TypeScript tests. */
export type GoogleStandIn = {
  /** GOOGLE_ISSUER, e.g. http://127.0.0.1:41234 (also serves POST /test/id-token). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  mintIdToken(claims?: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
};

export function standInRedirectAllowed(value: string): boolean;
export function startGoogleStandIn(options?: { port?: number; clientId?: string; clientSecret?: string }): Promise<GoogleStandIn>;
