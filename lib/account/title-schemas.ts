// First: zod in jitless mode before any schema of the browser's is used (lib/zod-client-config.ts).
import "@/lib/zod-client-config";
import { z } from "zod";
import { TITLE_CODES, TITLE_KEYS } from "./titles";

/**
 * A title as its number (the SPEC's payloads: sign-up, profile, travellers, stays, transfers). A numeric string is
 * read as its number; an empty one or null is no choice at all — never 0, which is "no title" chosen on purpose.
 */
export function zTitleCode(message = "Please Select Title") {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z.number({ error: message }).refine((n) => TITLE_CODES.includes(n), { error: message }),
  );
}

/** A title as its word (the suppliers' traveller schemas); any case is read ("MR" is "mr"). */
export function zTitleKey(message = "Choose a title") {
  return z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(TITLE_KEYS, { error: message }));
}
