/**
 * The cache tags a member's own records are kept under (their bookings, their profile): every member's, and one
 * member's. The caches' seam (lib/cache/seam.ts) expires them when a member change says whose.
 */
export const MEMBER_TAG = {
  all: "members",
  user: (userId: number) => `member:${userId}`,
} as const;
