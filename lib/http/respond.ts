import { AppError } from "./errors";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", headers.get("cache-control") ?? "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** The one error envelope: { status: 0, error: { code, message, fields? }, message }. */
export function errorResponse(error: AppError): Response {
  return json(
    {
      status: 0,
      message: error.message,
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    },
    { status: error.status, headers: error.headers },
  );
}
