import { createHmac } from "node:crypto";

/** Mints a legacy userToken the way the server does, with the test run's NEXTAUTH_SECRET. */
export function mintLegacyTokenForTest(sessionId: string): string {
  const secret = process.env.NEXTAUTH_SECRET ?? "";
  return `${sessionId}.${createHmac("sha256", secret).update(`legacy-token:${sessionId}`).digest("base64url")}`;
}
