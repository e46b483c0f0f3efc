import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./secret";

/**
 * result.token of the sign-in result and the userToken cookie (SPEC §3, §9): the legacy client reads it, so it
 * cannot be the HttpOnly session cookie itself. It names the same server-side session, signed, so logout revokes both.
 */
export function mintLegacyToken(sessionId: string): string {
  return `${sessionId}.${sign(sessionId)}`;
}

export function readLegacyToken(token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const sid = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(sid));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
}

function sign(value: string): string {
  return createHmac("sha256", authSecret()).update(`legacy-token:${value}`).digest("base64url");
}
