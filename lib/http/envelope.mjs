/**
 * The one error envelope of the API: { status: 0, message, data: { code, resp }, error: { code, message, fields?,
 * detail? } }. The legacy client reads `message` (sign-in) or `data.resp` (sign-up); for invalid input both carry the
 * first field's reason. Plain JavaScript so that the web server's own refusals (scripts/server.mjs: 429 and 503 before
 * Next runs) are written by the same function as lib/http/respond.ts's.
 */
export function errorEnvelope({ status, code, message, fields, detail }) {
  const shown = fields?.[0]?.message ?? message;
  return {
    status: 0,
    message: shown,
    data: { code: status, resp: shown },
    error: { code, message: shown, ...(fields ? { fields } : {}), ...(detail ? { detail } : {}) },
  };
}
