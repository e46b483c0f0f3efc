import { createHash } from "node:crypto";

/**
 * SPEC §7: "The savings hash is the sha256 hex of the programme id repeated twice together with the member id, joined
 * by dashes." Our reading: sha256_hex(`${programId}-${programId}-${memberId}`) — three parts, joined by "-".
 */
export function savingsHash(programId: string, memberId: string): string {
  return createHash("sha256").update([programId, programId, memberId].join("-")).digest("hex");
}

/** SPEC §2: "the savings programme's director page with query parameter cvt holding a hashed member id". */
export function directorRedirect(directorUrl: string, programId: string, memberId: string): string {
  const url = new URL(directorUrl);
  url.searchParams.set("cvt", savingsHash(programId, memberId));
  return url.toString();
}
