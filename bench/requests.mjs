/** The requests a comparison row sends to each side (bench/external.mjs). */

/**
 * A row's target with its session: one cookie for "member" or "agent", or the whole list for "members" (the load
 * rotates through them, one member per request: bench/load.mjs).
 */
export function withSession(target, sessions) {
  if (!target.as) return target;
  const session = sessions[target.as];
  return Array.isArray(session) ? { ...target, cookies: session } : { ...target, headers: { ...target.headers, cookie: session } };
}

/**
 * The bare app's side of a row, sent what a member's browser would send it: the same members' cookies, rotated the
 * same way, and the same body. Its route reads neither, but the framework parses every cookie header it receives and
 * the load generator pays for each rotation, so a bare side sent bare requests would charge the site for the members'
 * cookies rather than for what it does with them.
 */
export function sameRequestFor(row, sessions) {
  const body = row.baseline.method === "POST" && row.project.body !== undefined ? { body: row.project.body } : {};
  return withSession({ ...row.baseline, ...body, as: row.project.as }, sessions);
}
