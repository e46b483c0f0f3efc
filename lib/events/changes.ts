/**
 * What changed, as domain code announces it and the change feed hears it (lib/events/feed.ts). Which caches a change
 * expires is for the seam (lib/cache/seam.ts) to know; a change only names the data.
 *
 * - org: an organisation, its hosts or its stylesheets;
 * - rates: a currency or a rate;
 * - inventory: what is left to book of stays (the catalogue's rooms) or of flights (a supplier's seats);
 * - session: sessions of one user, or one session, or everyone's ("*") ended or changed class;
 * - member: one member's own records (or everyone's, "*"): their bookings and payments, cards and wallet entries,
 *   travellers, travel profile, plans and account details;
 * - feed: the feed started or stopped hearing other processes' changes (every cache may have missed some).
 */
export type Change =
  | { topic: "org" }
  | { topic: "rates" }
  | { topic: "inventory"; of: "stays" | "flights" }
  | { topic: "session"; userId: number | "*" }
  | { topic: "session"; sessionId: string }
  | { topic: "member"; userId: number | "*" }
  | { topic: "feed"; heard: boolean };

export type Topic = Change["topic"];

/**
 * The PostgreSQL channel of each topic heard from other processes. org, rates, session and member changes are
 * announced by triggers on their tables (migrations *_change_notify), whoever writes — a web process, `npm run`
 * scripts, psql; inventory changes by the process that books (lib/events/publish.ts).
 */
export const CHANNEL = {
  org: "org_changed",
  rates: "rates_changed",
  inventory: "inventory_changed",
  session: "session_changed",
  member: "member_changed",
} as const;
