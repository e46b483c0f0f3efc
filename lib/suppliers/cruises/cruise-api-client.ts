import { env } from "@/lib/env";
import { SupplierError } from "@/lib/suppliers/seam";
import type {
  ApiBooking,
  ApiBookingRequest,
  ApiCancellation,
  ApiCruiseLine,
  ApiErrorCode,
  ApiFare,
  ApiPort,
  ApiSailing,
  ApiSailingFares,
  ApiSailingSearch,
} from "./cruise-api-types";

/** A call that has not answered in this long is given up: the visitor gets "try again" rather than a spinner. */
const TIMEOUT_MS = 10_000;

export type CruiseApiSettings = { baseUrl: string; token: string; timeoutMs?: number };

/** The API answered with an error of its own (`{ error: { code, message } }`): the adapter decides what it means. */
export class CruiseApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "CruiseApiError";
  }
}

/**
 * A small typed client of the cruise distribution API (docs/suppliers.md, "Cruises"): no maintained cruise SDK exists
 * on npm, so this is the SDK. Bearer token, JSON both ways, a deadline per call. A line that cannot be reached, times
 * out or fails on its side is a SupplierError UNAVAILABLE; its refusals are CruiseApiError with the API's code.
 */
export function createCruiseApiClient(settings: CruiseApiSettings) {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;

  async function call<T>(method: "GET" | "POST", path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.token}`,
          accept: "application/json",
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    } catch {
      throw new SupplierError("UNAVAILABLE", "The cruise line cannot be reached right now.");
    }
    const payload = (await res.json().catch(() => null)) as { data?: T; error?: { code?: string; message?: string } } | null;
    if (res.ok && payload && "data" in payload) return payload.data as T;
    if (res.status >= 500 || res.status === 401 || res.status === 403 || !payload?.error) {
      throw new SupplierError("UNAVAILABLE", `The cruise line did not answer (HTTP ${res.status}).`);
    }
    throw new CruiseApiError(res.status, payload.error.code ?? "UNKNOWN", payload.error.message ?? `HTTP ${res.status}`);
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    cruiseLines: () => call<ApiCruiseLine[]>("GET", "/v1/cruise-lines"),
    embarkationPorts: () => call<ApiPort[]>("GET", "/v1/ports?embarkation=true"),
    searchSailings(q: ApiSailingSearch): Promise<ApiSailingFares[]> {
      const p = new URLSearchParams({ guests: String(q.guests) });
      if (q.region) p.set("region", q.region);
      if (q.port) p.set("port", q.port);
      if (q.month) p.set("month", q.month);
      if (q.from) p.set("from", q.from);
      if (q.lines?.length) p.set("line", q.lines.join(","));
      if (q.lengths?.length) p.set("length", q.lengths.join(","));
      if (q.childAges?.length) p.set("childAges", q.childAges.join(","));
      return call("GET", `/v1/sailings?${p}`);
    },
    sailing(sailingId: string, party: { guests: number; childAges?: number[] }): Promise<ApiSailingFares> {
      const p = new URLSearchParams({ guests: String(party.guests) });
      if (party.childAges?.length) p.set("childAges", party.childAges.join(","));
      return call("GET", `/v1/sailings/${id(sailingId)}?${p}`);
    },
    priceFare: (fareId: string) => call<{ sailing: ApiSailing; fare: ApiFare }>("POST", `/v1/fares/${id(fareId)}/price`, { body: {} }),
    createBooking: (body: ApiBookingRequest, idempotencyKey: string) =>
      call<ApiBooking>("POST", "/v1/bookings", { body, headers: { "idempotency-key": idempotencyKey } }),
    booking: (reference: string) => call<ApiBooking>("GET", `/v1/bookings/${id(reference)}`),
    cancelBooking: (reference: string) => call<ApiCancellation>("POST", `/v1/bookings/${id(reference)}/cancellation`, { body: {} }),
  };
}

export type CruiseApiClient = ReturnType<typeof createCruiseApiClient>;

let configured: CruiseApiClient | null = null;

/** The client of this deployment's settings (CRUISE_API_URL, CRUISE_API_TOKEN in lib/env.ts), made once per process. */
export function configuredCruiseApiClient(): CruiseApiClient {
  if (!configured) {
    const e = env();
    if (!e.CRUISE_API_URL || !e.CRUISE_API_TOKEN) {
      throw new SupplierError("UNAVAILABLE", "Cruises are not configured: set CRUISE_API_URL and CRUISE_API_TOKEN.");
    }
    configured = createCruiseApiClient({ baseUrl: e.CRUISE_API_URL, token: e.CRUISE_API_TOKEN });
  }
  return configured;
}
