import http from "node:http";
import https from "node:https";
import type { ClientRequest, RequestOptions } from "node:http";
import Amadeus from "amadeus";
import { env } from "@/lib/env";
import { SupplierError } from "@/lib/suppliers/seam";

export type AmadeusSettings = { clientId: string; clientSecret: string; host: string; port: number; ssl: boolean };

/** A call that has not answered in this long is given up (the SDK itself waits for ever). */
const TIMEOUT_MS = 10_000;

/**
 * The SDK's HTTP transport, with a deadline. Plain HTTP (the local stand-in) also needs the scheme forced here: the SDK
 * reads a false `ssl` option as unset and falls back to the environment or to TLS, so without TLS it still asks for
 * the "https:" protocol.
 */
function transport(ssl: boolean) {
  return {
    request(options: RequestOptions): ClientRequest {
      const request = ssl ? https.request(options) : http.request({ ...options, protocol: "http:" });
      request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error("Amadeus did not answer in time")));
      return request;
    },
  };
}

/** An SDK client for these settings; it fetches and renews its own OAuth2 token. */
export function createAmadeusClient(settings: AmadeusSettings): Amadeus {
  return new Amadeus({ ...settings, logLevel: "silent", http: transport(settings.ssl) });
}

let configured: Amadeus | null = null;

/** The client of this deployment's settings (lib/env.ts), made once per process. */
export function configuredAmadeusClient(): Amadeus {
  if (!configured) {
    const e = env();
    if (!e.AMADEUS_CLIENT_ID || !e.AMADEUS_CLIENT_SECRET) {
      throw new SupplierError("UNAVAILABLE", "Airport transfers are not configured: set AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET.");
    }
    configured = createAmadeusClient({
      clientId: e.AMADEUS_CLIENT_ID,
      clientSecret: e.AMADEUS_CLIENT_SECRET,
      host: e.AMADEUS_HOST,
      port: e.AMADEUS_PORT,
      ssl: e.AMADEUS_SSL,
    });
  }
  return configured;
}
