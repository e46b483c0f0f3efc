import { AppError } from "./errors";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", headers.get("cache-control") ?? "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * The one error envelope: { status: 0, message, data: { code, resp }, error: { code, message, fields? } }. The legacy
 * client reads `message` (sign-in) or `data.resp` (sign-up); for invalid input both carry the first field's reason.
 */
export function errorResponse(error: AppError): Response {
  const message = error.fields?.[0]?.message ?? error.message;
  return json(
    {
      status: 0,
      message,
      data: { code: error.status, resp: message },
      error: { code: error.code, message, ...(error.fields ? { fields: error.fields } : {}), ...(error.detail ? { detail: error.detail } : {}) },
    },
    { status: error.status, headers: error.headers },
  );
}
