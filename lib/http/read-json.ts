import { AppError } from "@/lib/errors";

/** 1 MiB: the largest JSON body any call accepts. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads a JSON body with a hard size cap, so a 10 MB body is refused with 413 before it is buffered whole.
 * An empty body reads as {} so that calls whose payload is "not shown" in the spec accept a bare POST.
 * A declared type must be JSON (application/json, application/*+json): text/plain, form and multipart bodies are
 * what an HTML form on another site can send without a CORS preflight, so they are refused with 415, empty or not.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  const type = request.headers.get("content-type") ?? "";
  if (type && !isJsonType(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  if (!request.body) return {};
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-upload ("aborted", code ECONNRESET): its mistake, not a database outage to report.
      throw new AppError("BAD_REQUEST", "The request body was not received whole.");
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("PAYLOAD_TOO_LARGE");
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("INVALID_JSON");
  }
}

/** application/json or a structured "+json" type (application/problem+json …), parameters allowed. */
function isJsonType(type: string): boolean {
  const essence = type.split(";")[0]!.trim().toLowerCase();
  return essence === "application/json" || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(essence);
}
