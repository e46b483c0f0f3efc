/**
 * The cache tags a member's own records are kept under (their bookings, their profile): every member's, and one
 * member's. The caches' seam (lib/cache/seam.ts) expires them when a member change says whose.
 */
export const MEMBER_TAG = {
  all: "members",
  user: (userId: number) => `member:${userId}`,
} as const;

/**
 * How a member's own records are kept (ttlMemo's options): per key, under that member's tags, only while this process
 * hears every change (a write by any process or script announces its member and the seam expires the tag), and a
 * minute at most all the same, for what the records only point to (a property's name, a friend's).
 */
export function keptPerMember<K>(keyOf: (key: K) => string, memberOf: (key: K) => number) {
  return {
    ttlMs: MEMBER_KEEP_MS,
    maxKeys: MAX_KEPT_MEMBERS,
    keyOf,
    tags: (key: K) => [MEMBER_TAG.all, MEMBER_TAG.user(memberOf(key))],
    whileChangesHeard: true,
  };
}

/** A safety net only: while changes are heard, a member's kept records are dropped by the change itself. */
export const MEMBER_KEEP_MS = 60_000;
/** Per memo and process, the members whose records are kept (the least recently loaded go first). */
export const MAX_KEPT_MEMBERS = 5_000;
