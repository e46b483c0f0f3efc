import { convert } from "@/lib/locale/convert";
import { rateSnapshot, type RateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { toWalletCard, type WalletCard } from "./cards";
import { keptMemberCards } from "./cards-cache";
import { CARD_TYPE_OPTION, type WalletOption } from "./constants";
import { annotateCards, type AnnotatedCards, type CardOption } from "./plan";
import { coverWithCard, splitPayment, type SplitCard } from "./pricing";
import { parseWalletOptions } from "./rules";

/** The member's cards and the site's wallet options, loaded once for a whole page of results. */
export type MemberWallet = { options: WalletOption[]; cards: WalletCard[] };

/**
 * The signed-in member's wallet on this site, in one query or from what this process keeps of it (lib/wallet/
 * cards-cache.ts) — or null (and no query) for a guest or a site that enables no card option; null too when the
 * member holds no card here.
 */
export async function loadMemberWallet(input: { userId: number | null; org: OrgConfig }): Promise<MemberWallet | null> {
  if (!input.userId) return null;
  const options = parseWalletOptions(input.org.walletOptions.join(","));
  if (!Object.values(CARD_TYPE_OPTION).some((o) => options.includes(o))) return null;
  const [rows, rates] = await Promise.all([keptMemberCards(input.userId, input.org.id), rateSnapshot()]);
  if (rows.length === 0) return null;
  return { options, cards: rows.map((r) => toWalletCard(r, rates.minorUnits)) };
}

/** Among the cards that apply, the one covering the most of `totalMinor` on its own, as the split would use it. */
function bestCard(cards: readonly CardOption[], wholeCard: boolean, booking: { totalMinor: number; currency: string; product: string }, rates: RateSnapshot) {
  let best: { card: SplitCard; appliedMinor: number } | null = null;
  for (const c of cards) {
    if (!c.applies) continue;
    const card = { balanceMinor: c.balance_minor, currency: c.currency };
    const { appliedMinor } = coverWithCard({
      balanceMinor: c.balance_minor,
      cardCurrency: c.currency,
      remainingMinor: booking.totalMinor,
      bookingCurrency: booking.currency,
      product: booking.product,
      wholeCard,
      rates: rates.rates,
      units: rates.minorUnits,
    });
    if (appliedMinor > (best?.appliedMinor ?? 0)) best = { card, appliedMinor };
  }
  return best;
}

/**
 * The most wallet credit a booking can take (the search results' "Up to … applies from your wallet"), by the
 * checkout's own rules: the cards that apply (annotateCards — SPEC §4 "Only cards with status ACTIVE count;
 * certificates must list the product in services; discount cards need an amount above zero", and only the options the
 * site enables) and the checkout's split (splitPayment — a certificate or a discount card, never both, since "Choosing
 * product certificates clears discount cards by product, and vice versa"; then a cash card; another currency through
 * the SPEC §9 safety margin; never more than the total). What the split applies is min(total, first card + cash card),
 * so the best certificate or discount card and the best cash card together give the most.
 *
 * `totalMinor`/`currency` are the booking's (the quote checkout charges); the answer is in `displayCurrency`,
 * converted as prices are (lib/locale/convert.ts), and never above the converted total — null when nothing applies.
 * Organisation certificates are left out: the member does not hold them until a booking issues one.
 *
 * Made once for one wallet at one moment and asked about every result of a page: which cards apply depends only on the
 * product, so the cards are annotated once per product rather than once per result.
 */
export function walletCreditCalculator(wallet: MemberWallet, rates: RateSnapshot, now: Date): (booking: WalletCreditBooking) => WalletCredit | null {
  const annotatedByProduct = new Map<string, AnnotatedCards>();
  const annotated = (product: string) => {
    let cards = annotatedByProduct.get(product);
    if (!cards) annotatedByProduct.set(product, (cards = annotateCards(wallet.cards, wallet.options, product, now)));
    return cards;
  };
  return (booking) => (booking.totalMinor > 0 ? creditFromCards(annotated(booking.product), booking, rates) : null);
}

/** What the calculator is asked about one booking: its product, its total in its currency, the currency shown. */
export type WalletCreditBooking = { product: string; totalMinor: number; currency: string; displayCurrency: string };
export type WalletCredit = { currency: string; upToMinor: number };

function creditFromCards(annotated: AnnotatedCards, booking: WalletCreditBooking, rates: RateSnapshot): WalletCredit | null {
  const certificate = bestCard(annotated.certificates, true, booking, rates);
  const discount = bestCard(annotated.discountCards, false, booking, rates);
  const cash = bestCard(annotated.cashCards, false, booking, rates);
  const first = (discount?.appliedMinor ?? 0) > (certificate?.appliedMinor ?? 0) ? { discount: discount!.card } : { certificate: certificate?.card };
  const split = splitPayment({
    totalMinor: booking.totalMinor,
    currency: booking.currency,
    product: booking.product,
    ...first,
    cash: cash?.card,
    rates: rates.rates,
    units: rates.minorUnits,
  });
  const appliedMinor = split.totalMinor - split.remainderMinor;
  if (appliedMinor <= 0) return null;
  const shown = (minor: number) => convert(minor, booking.currency, booking.displayCurrency, rates.rates, rates.minorUnits);
  return { currency: booking.displayCurrency, upToMinor: Math.min(shown(appliedMinor), shown(booking.totalMinor)) };
}

/** One result of a shared results page, as its card asks for its wallet line (components/search/wallet-credit-lines.tsx). */
export type WalletCreditAsk = { key: string; product: string; totalMinor: number; currency: string; displayCurrency: string };

/**
 * The wallet line of every result of a page that was rendered for a whole class of members (lib/page-cache): the same
 * walletCreditCalculator as a page rendered for the member, for the totals the page shows. The totals come from the browser,
 * so an answer only ever says what the member's own wallet could pay towards an amount they name; nothing is charged
 * from it. Keys without an amount are left out.
 */
export async function walletCreditsFor(input: { userId: number; org: OrgConfig; asks: WalletCreditAsk[] }): Promise<Record<string, WalletCredit>> {
  const wallet = await loadMemberWallet({ userId: input.userId, org: input.org });
  if (!wallet) return {};
  const rates = await rateSnapshot();
  const creditFor = walletCreditCalculator(wallet, rates, new Date());
  const known = (code: string) => code === "USD" || rates.rates.has(code);
  const out: Record<string, WalletCredit> = {};
  for (const ask of input.asks) {
    if (!known(ask.currency) || !known(ask.displayCurrency)) continue;
    const credit = creditFor(ask);
    if (credit) out[ask.key] = credit;
  }
  return out;
}
