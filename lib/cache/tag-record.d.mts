/** Types of lib/cache/tag-record.mjs. */
export type TagRecord = { seq: number; expired: Map<string, { seq: number; at: number }> };
export function tagRecord(): TagRecord;
export function nowOnNextClock(): number;
export function lastExpiry(names: readonly string[]): number;
