import type { PaymentCard } from "@/lib/generated/prisma/client";
import { loadUserCards } from "./cards";

type Entry = { cards: Promise<PaymentCard[]>; at: number; generation: number };
type State = { heard: boolean; generation: number; entries: Map<string, Entry> };

/** At most this many members' cards are kept per process (the least recently loaded go first). */
export const MAX_KEPT_WALLETS = 5_000;
/** A safety net only: while changes are heard, a kept entry is dropped by the change itself. */
export const WALLET_KEEP_MS = 60_000;

// Next bundles this module more than once (pages, route handlers), so the cache and its generation live on globalThis:
// a change announced to one copy reaches them all.
const globalForWallets = globalThis as unknown as { __walletCardsCache?: State };
const state = (globalForWallets.__walletCardsCache ??= { heard: false, generation: 0, entries: new Map() });

/**
 * A member's cards for the search results' wallet line ("Up to … applies from your wallet"), kept per process while
 * wallet changes are heard: every write to PaymentCard, by any process or script, is announced by the database
 * (migration wallet_change_notify) and drops what is kept (lib/org/change-feed.ts). A member's search otherwise read
 * the cards on every request — the one query besides the session that a member's search cost (issue #17).
 *
 * Only while the announcements are heard (not on the embedded database, nor while the feed's connection is down) —
 * then the cards are read every time, as before. An entry whose read was under way when a change was announced is
 * never fresh again, and none is kept longer than a minute. Checkout never reads from here (lib/wallet/plan.ts
 * loads the wallet afresh), so a kept answer can at most show a hint a moment old.
 */
export function cardsForSearch(userId: number, orgId: number): Promise<PaymentCard[]> {
  if (!state.heard) return loadUserCards(userId, orgId);
  const key = `${userId}:${orgId}`;
  const kept = state.entries.get(key);
  if (kept && kept.generation === state.generation && Date.now() - kept.at < WALLET_KEEP_MS) return kept.cards;
  const entry: Entry = { cards: loadUserCards(userId, orgId), at: Date.now(), generation: state.generation };
  state.entries.delete(key);
  state.entries.set(key, entry);
  entry.cards.catch(() => state.entries.get(key) === entry && state.entries.delete(key));
  while (state.entries.size > MAX_KEPT_WALLETS) state.entries.delete(state.entries.keys().next().value!);
  return entry.cards;
}

/** A wallet changed somewhere: nothing kept so far is fresh, including reads still under way. */
export function forgetWalletCards(): void {
  state.generation += 1;
  state.entries.clear();
}

/** The change feed is (or is no longer) hearing wallet changes: keep cards only while it is. */
export function hearWalletChanges(heard: boolean): void {
  state.heard = heard;
  forgetWalletCards();
}
