import { AppError } from "@/lib/errors";
import { errorEnvelope } from "./envelope.mjs";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", headers.get("cache-control") ?? "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** An AppError as the API's error envelope (lib/http/envelope.mjs), with its status and headers. */
export function errorResponse(error: AppError): Response {
  return json(errorEnvelope({ status: error.status, code: error.code, message: error.message, fields: error.fields, detail: error.detail }), {
    status: error.status,
    headers: error.headers,
  });
}
