// First: zod in jitless mode before any schema of the browser's is used (the forms import these types).
import "@/lib/zod-client-config";
import { z } from "zod";

/**
 * Text PostgreSQL cannot store: a NUL character (a `text` column refuses it) or a UTF-16 surrogate without its pair
 * (it has no UTF-8 form, so the driver cannot send it). Either made the statement fail: a 500 instead of a field error.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_MESSAGE = "Remove the NUL character or the broken character from this text";

/** Whether text holds nothing PostgreSQL (or a supplier's JSON) would refuse. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Every free-text field and query string parameter the route handlers read: a string, refused with one field message
 * when it holds a NUL or a lone surrogate, before any other check (`zText().trim().max(60)` chains like z.string(),
 * whose parameters it takes: `zText({ error: "Choose a date" })` for a missing or non-text value).
 */
export function zText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: TEXT_MESSAGE, abort: true });
}
