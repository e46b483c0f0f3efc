import { convert, fromUsd, toUsd, type MinorUnits, type Rates } from "@/lib/locale/convert";
import { safetyMarginOf } from "@/lib/products/codes";

/**
 * Wallet money (SPEC §9): "Price safety margin multiplier: 1.05 for activities and stays, 1.1 for hotels, applied to
 * the cash-card/discount-adjusted amount in conversions. Amounts never go below zero after deductions." and
 * "Currency conversion: divide by the rate to reach USD, multiply by the rate to leave USD." Integer minor units.
 */

export function safetyMargin(product: string): number {
  return safetyMarginOf(product);
}

/** The margin in basis points, so the arithmetic on minor units stays exact (1.1 × 12500 is not 13750 in floats). */
function marginBps(product: string): number {
  return Math.round(safetyMargin(product) * 10_000);
}

/** An amount after a deduction, never below zero. */
export function deduct(amountMinor: number, deductionMinor: number): number {
  return Math.max(0, amountMinor - Math.max(0, deductionMinor));
}

/**
 * The cash-card/discount-adjusted amount in another currency, with the product's safety margin: converted (through
 * USD: divided by the source rate, multiplied by the target's), then multiplied by the margin and rounded up so the
 * margin is never lost to rounding. In the same currency nothing is converted and no margin applies.
 */
export function marginedConversion(adjustedMinor: number, from: string, to: string, product: string, rates: Rates, units: MinorUnits): number {
  const amount = Math.max(0, adjustedMinor);
  if (from === to) return amount;
  return Math.ceil((convert(amount, from, to, rates, units) * marginBps(product)) / 10_000);
}

export { fromUsd, toUsd };

export type CardUse = { appliedMinor: number; debitMinor: number };

/**
 * How much of `remainingMinor` (booking currency) a card with `balanceMinor` (card currency) covers, and what it takes
 * off the card. Same currency: one for one. Another currency: the debit is the margined conversion of what is covered,
 * so a card covers at most its converted balance divided by the margin. Certificates are used up whole.
 */
export function coverWithCard(input: {
  balanceMinor: number;
  cardCurrency: string;
  remainingMinor: number;
  bookingCurrency: string;
  product: string;
  wholeCard: boolean;
  rates: Rates;
  units: MinorUnits;
}): CardUse {
  const balance = Math.max(0, input.balanceMinor);
  const remaining = Math.max(0, input.remainingMinor);
  if (balance === 0 || remaining === 0) return { appliedMinor: 0, debitMinor: 0 };
  const same = input.cardCurrency === input.bookingCurrency;
  const worth = same
    ? balance
    : Math.floor((convert(balance, input.cardCurrency, input.bookingCurrency, input.rates, input.units) * 10_000) / marginBps(input.product));
  const applied = Math.min(remaining, worth);
  if (input.wholeCard) return { appliedMinor: applied, debitMinor: balance };
  const debit = same
    ? applied
    : Math.min(balance, marginedConversion(applied, input.bookingCurrency, input.cardCurrency, input.product, input.rates, input.units));
  return { appliedMinor: applied, debitMinor: debit };
}

export type SplitCard = { balanceMinor: number; currency: string };
export type Split = {
  totalMinor: number;
  certificate: CardUse;
  discount: CardUse;
  cash: CardUse;
  /** What the payment card pays: never below zero. */
  remainderMinor: number;
};

/**
 * The split of a booking (certificate or discount card first, then the cash card, the rest by card), as checkout
 * previews it and booking redeems it.
 */
export function splitPayment(input: {
  totalMinor: number;
  currency: string;
  product: string;
  certificate?: SplitCard | null;
  discount?: SplitCard | null;
  cash?: SplitCard | null;
  rates: Rates;
  units: MinorUnits;
}): Split {
  const none = { appliedMinor: 0, debitMinor: 0 };
  const cover = (card: SplitCard | null | undefined, remainingMinor: number, wholeCard: boolean): CardUse =>
    card
      ? coverWithCard({
          balanceMinor: card.balanceMinor,
          cardCurrency: card.currency,
          remainingMinor,
          bookingCurrency: input.currency,
          product: input.product,
          wholeCard,
          rates: input.rates,
          units: input.units,
        })
      : none;
  let remaining = Math.max(0, input.totalMinor);
  const certificate = cover(input.certificate, remaining, true);
  remaining = deduct(remaining, certificate.appliedMinor);
  const discount = cover(input.certificate ? null : input.discount, remaining, false);
  remaining = deduct(remaining, discount.appliedMinor);
  const cash = cover(input.cash, remaining, false);
  remaining = deduct(remaining, cash.appliedMinor);
  return { totalMinor: Math.max(0, input.totalMinor), certificate, discount, cash, remainderMinor: remaining };
}
