import { listen } from "@/lib/events/bus";
import type { Change } from "@/lib/events/changes";
import { forgetMicroCachedAnswers } from "@/lib/http/micro-cache-state.mjs";
import { clearPageCache } from "@/lib/page-cache/html-cache";
import { forgetAllSessions, forgetSession, forgetUserSessions } from "@/lib/page-cache/session-memo";
import { expireTags } from "./tags";
import { SESSION_TAG } from "@/lib/auth/session-tags";
import { MEMBER_TAG } from "@/lib/account/member-tags";
import { ORG_TAG } from "@/lib/org/kept-like-config";

/**
 * Which tags each change expires. Domain code names its memos' tags (lib/cache/ttl-memo.ts) and publishes what it
 * changed (lib/events/publish.ts); this table is the one place that joins the two.
 */
const TAGS_OF = {
  org: [ORG_TAG],
  rates: ["rates"],
  stays: ["search:stays"],
  flights: ["search:flights"],
  sessions: [SESSION_TAG.all],
  members: [MEMBER_TAG.all],
} as const;
const EVERY_TAG = Object.values(TAGS_OF).flat();

/**
 * The one subscriber of the change feed (lib/events): a change published in this process or heard from another
 * expires the tags of the data it names and drops what the transport caches kept that could show it — the page cache
 * (lib/page-cache) and the web server's micro-cache (scripts/lib/micro-cache.mjs) — and the session memo of the page
 * cache. Synchronous: once a change is delivered, this process serves nothing it made stale.
 *
 * - org: organisations, hosts and stylesheets, every cached page (each shows the site's name, colours, products) and
 *   every kept API answer;
 * - rates: rates and currencies, every cached page (prices) and kept answer;
 * - inventory: that product's searches, counts and deals, the kept answers (a guest's search is kept by the
 *   micro-cache) and, for stays, the cached pages, whose destination cards show how many offers their link finds;
 * - session: the kept sessions (lib/auth/sessions.ts) and what the page cache remembers of them;
 * - member: what is kept of that member's own records (their bookings, profile, cards);
 * - feed: when it starts hearing other processes, everything (changes made before were not heard); when it stops,
 *   the caches that are right only while changes are heard (they then keep nothing: lib/events/bus.ts changesHeard).
 */
export function onChange(change: Change): void {
  switch (change.topic) {
    case "org":
    case "rates":
      expireTags(TAGS_OF[change.topic]);
      clearPageCache();
      forgetMicroCachedAnswers();
      return;
    case "inventory":
      expireTags(TAGS_OF[change.of]);
      if (change.of === "stays") clearPageCache();
      forgetMicroCachedAnswers();
      return;
    case "session":
      if ("sessionId" in change) {
        expireTags([SESSION_TAG.session(change.sessionId)]);
        forgetSession(change.sessionId);
      } else if (change.userId === "*") {
        expireTags(TAGS_OF.sessions);
        forgetAllSessions();
      } else {
        expireTags([SESSION_TAG.user(change.userId)]);
        forgetUserSessions(change.userId);
      }
      return;
    case "member":
      expireTags(change.userId === "*" ? TAGS_OF.members : [MEMBER_TAG.user(change.userId)]);
      return;
    case "feed":
      if (change.heard) {
        expireTags(EVERY_TAG);
        clearPageCache();
        forgetMicroCachedAnswers();
      } else expireTags([...TAGS_OF.sessions, ...TAGS_OF.members]);
      forgetAllSessions();
      return;
  }
}

/** Subscribes the seam to this process's changes; every process that serves or tests the app starts it once. */
export function startCacheSeam(): void {
  listen("cache-seam", onChange);
}
