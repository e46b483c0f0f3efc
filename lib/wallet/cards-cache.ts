import { ttlMemo } from "@/lib/cache/ttl-memo";
import type { PaymentCard } from "@/lib/generated/prisma/client";
import { loadUserCards } from "./cards";

/** At most this many members' cards are kept per process (the least recently loaded go first). */
export const MAX_KEPT_WALLETS = 5_000;
/** A safety net only: while changes are heard, a kept entry is dropped by the change itself. */
export const WALLET_KEEP_MS = 60_000;

type Member = { userId: number; orgId: number };
type State = { heard: boolean; cards: ReturnType<typeof ttlMemo<Member, PaymentCard[]>> };

// Next bundles this module more than once (pages, route handlers), so the kept cards live on globalThis: a change
// announced to one copy reaches them all.
const globalForWallets = globalThis as unknown as { __walletCardsCache?: State };
const state = (globalForWallets.__walletCardsCache ??= {
  heard: false,
  cards: ttlMemo<Member, PaymentCard[]>(({ userId, orgId }) => loadUserCards(userId, orgId), {
    ttlMs: WALLET_KEEP_MS,
    maxKeys: MAX_KEPT_WALLETS,
    keyOf: ({ userId, orgId }) => `${userId}:${orgId}`,
  }),
});

/**
 * A member's cards for the search results' wallet line ("Up to … applies from your wallet"), kept per process while
 * wallet changes are heard: every write to PaymentCard, by any process or script, is announced by the database
 * (migration wallet_change_notify) and drops what is kept (lib/org/change-feed.ts). A member's search otherwise read
 * the cards on every request — the one query besides the session that a member's search cost (issue #17).
 *
 * Only while the announcements are heard (not on the embedded database, nor while the feed's connection is down) —
 * then the cards are read every time, as before. A read is kept from the moment it starts, so a change announced while
 * it is under way drops it too; none is kept longer than a minute. Checkout never reads from here (lib/wallet/plan.ts
 * loads the wallet afresh), so a kept answer can at most show a hint a moment old.
 */
export function cardsForSearch(userId: number, orgId: number): Promise<PaymentCard[]> {
  return state.heard ? state.cards({ userId, orgId }) : loadUserCards(userId, orgId);
}

/** A wallet changed somewhere: nothing kept so far is fresh, including reads still under way. */
export function forgetWalletCards(): void {
  state.cards.clear();
}

/** The change feed is (or is no longer) hearing wallet changes: keep cards only while it is. */
export function hearWalletChanges(heard: boolean): void {
  state.heard = heard;
  forgetWalletCards();
}
