/**
 * The cache tags a kept session is filed under (lib/auth/sessions.ts): every session, the one session, and the
 * sessions of one user. The caches' seam (lib/cache/seam.ts) expires them when a session change says which.
 */
export const SESSION_TAG = {
  all: "sessions",
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: number) => `sessions-of:${userId}`,
} as const;
