import { db } from "@/lib/db";
import { convert, type MinorUnits } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { toMajor, toWalletCard, loadUserCards, type WalletCard } from "./cards";
import { WALLET_OPTIONS } from "./constants";
import { parseWalletOptions } from "./rules";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptPerMember } from "@/lib/account/member-tags";

export type LedgerEntry = { kind: string; amount: number; balance_before: number; balance_after: number; booking_ref: string | null; created_at: string };
export type WalletEntryCard = WalletCard & { display_amount: number; history: LedgerEntry[] };
export type CardDetails = { count: number; active_count: number; total_amount: number; currency: string; next_expiry: string | null };

/** One entry of SPEC §3 "Wallet entries per user". */
export type WalletEntry = {
  certidata: WalletEntryCard[];
  discountcarddata: WalletEntryCard[];
  cashcarddata: WalletEntryCard[];
  certificate_details: CardDetails;
  discountcard_details: CardDetails;
  cashcard_details: CardDetails;
  walletOptions: { org_site_wallet: string };
};

const HISTORY_PER_CARD = 20;

async function loadWallet({ userId, orgId }: { userId: number; orgId: number }) {
  const rows = await loadUserCards(userId, orgId);
  const ledger = await db.walletLedger.findMany({
    where: { cardId: { in: rows.map((r) => r.id) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return { rows, ledger };
}

/**
 * The wallet page asks for its cards and their history on every view, so they are kept while this process hears
 * every change: a card issued, redeemed or refunded, by any process or script, announces its member (migration
 * member_change_notify) and the seam expires that member's tag. Balances in another currency are converted per call.
 */
const keptWallet = ttlMemo(
  loadWallet,
  keptPerMember(
    ({ userId, orgId }) => `${userId}|${orgId}`,
    ({ userId }) => userId,
  ),
);

/**
 * The member's wallet for this organisation site (SPEC §7 get-paymentcard-by-user): cards by type — only the types
 * whose option the site enables — with history, and per-type totals in the asked currency (default the card's).
 */
export async function walletEntriesFor(userId: number, org: OrgConfig, currency: string | undefined): Promise<WalletEntry[]> {
  const { rates, minorUnits } = await rateSnapshot();
  const target = currency ?? org.defaultCurrency;
  if (target !== "USD" && !rates.has(target))
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "currency", message: "Unknown currency" }] });
  const options = parseWalletOptions(org.walletOptions.join(","));
  const { rows, ledger } = await keptWallet({ userId, orgId: org.id });
  const cards: WalletEntryCard[] = rows.map((row) => {
    const card = toWalletCard(row, minorUnits);
    const history = ledger
      .filter((l) => l.cardId === row.id)
      .slice(0, HISTORY_PER_CARD)
      .map((l) => ({
        kind: l.kind,
        amount: toMajor(l.amountMinor, row.currency, minorUnits),
        balance_before: toMajor(l.balanceBefore, row.currency, minorUnits),
        balance_after: toMajor(l.balanceAfter, row.currency, minorUnits),
        booking_ref: l.bookingRef,
        created_at: l.createdAt.toISOString(),
      }));
    return { ...card, display_amount: toMajor(convert(row.balanceMinor, row.currency, target, rates, minorUnits), target, minorUnits), history };
  });
  // Usable cards first (soonest expiry first among them), then used, inactive and expired ones.
  const ofType = (type: WalletCard["card_type"], option: string) =>
    options.includes(option as never) ? cards.filter((c) => c.card_type === type).sort((a, b) => Number(usable(b)) - Number(usable(a))) : [];
  const certidata = ofType("CERTIFICATE", WALLET_OPTIONS.certificates);
  const discountcarddata = ofType("DISCOUNT_CARD", WALLET_OPTIONS.discountCards);
  const cashcarddata = ofType("CASH_CARD", WALLET_OPTIONS.cashCard);
  return [
    {
      certidata,
      discountcarddata,
      cashcarddata,
      certificate_details: details(certidata, target, minorUnits),
      discountcard_details: details(discountcarddata, target, minorUnits),
      cashcard_details: details(cashcarddata, target, minorUnits),
      walletOptions: { org_site_wallet: options.join(",") },
    },
  ];
}

const usable = (c: WalletEntryCard) => c.status === "ACTIVE" && (!c.expires_at || Date.parse(c.expires_at) > Date.now());

function details(cards: WalletEntryCard[], currency: string, units: MinorUnits): CardDetails {
  const active = cards.filter(usable);
  const scale = 10 ** (units.get(currency) ?? 2);
  const total = active.reduce((sum, c) => sum + Math.round(c.display_amount * scale), 0) / scale;
  const next =
    active
      .map((c) => c.expires_at)
      .filter((e): e is string => !!e)
      .sort()[0] ?? null;
  return { count: cards.length, active_count: active.length, total_amount: total, currency, next_expiry: next };
}
