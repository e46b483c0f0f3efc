import type { RateSnapshot } from "@/lib/locale/rates";
import type { WalletCard } from "@/lib/wallet/cards";
import { WALLET_OPTION_LIST, WALLET_OPTIONS } from "@/lib/wallet/constants";
import { walletCreditCalculator, type MemberWallet, type WalletCreditBooking } from "@/lib/wallet/wallet-credit";
import { specCard } from "../support/spec-card";

// Pure: the wallet is loaded once per results page by loadMemberWallet; nothing here touches the database.
jest.mock("@/lib/db", () => ({ db: {}, pool: {} }));

const NOW = new Date("2027-03-01T12:00:00Z");
const rates: RateSnapshot = {
  rates: new Map([
    ["USD", "1"],
    ["EUR", "0.8"],
  ]),
  minorUnits: new Map([
    ["USD", 2],
    ["EUR", 2],
  ]),
};

/** A member's card of `type` holding `balanceMinor` US cents: for hotels (a cash card for anything), ACTIVE, no expiry. */
function card(type: WalletCard["card_type"], balanceMinor: number, over: Partial<WalletCard> = {}): WalletCard {
  const base = { card_type: type, balance_minor: balanceMinor, amount_minor: balanceMinor, card_amount: balanceMinor / 100 };
  return { ...specCard({ services: type === "CASH_CARD" ? [] : ["HLT"] }), ...base, ...over };
}

const wallet = (cards: WalletCard[], options = [...WALLET_OPTION_LIST]): MemberWallet => ({ options, cards });
/** A $220.00 hotel booking (the quote checkout charges), shown in US dollars unless said otherwise. */
const upTo = (w: MemberWallet, over: Partial<WalletCreditBooking> = {}) =>
  walletCreditCalculator(w, rates, NOW)({ product: "HLT", totalMinor: 22_000, currency: "USD", displayCurrency: "USD", ...over });

describe("walletCreditCalculator — the search card's 'Up to … applies from your wallet', by the checkout's rules", () => {
  it('SPEC §4 "Only cards with status ACTIVE count; certificates must list the product in services; discount cards need an amount above zero."', () => {
    expect(upTo(wallet([card("CERTIFICATE", 5_000, { status: "INACTIVE" })]))).toBeNull();
    expect(upTo(wallet([card("CERTIFICATE", 5_000, { services: ["ACT"] })]))).toBeNull();
    expect(upTo(wallet([card("DISCOUNT_CARD", 0)]))).toBeNull();
    expect(upTo(wallet([card("CASH_CARD", 5_000, { expires_at: "2027-02-01T00:00:00Z" })]))).toBeNull();
    expect(upTo(wallet([]))).toBeNull();
    // The same certificate applies to the product it lists, and a cash card to any product.
    expect(upTo(wallet([card("CERTIFICATE", 5_000, { services: ["ACT"] })]), { product: "ACT" })).toEqual({ currency: "USD", upToMinor: 5_000 });
    expect(upTo(wallet([card("CASH_CARD", 4_000)]), { product: "STY" })).toEqual({ currency: "USD", upToMinor: 4_000 });
  });

  it('SPEC §4 "Choosing product certificates clears discount cards by product, and vice versa": the larger of the two, plus the cash card', () => {
    const cash = card("CASH_CARD", 2_000);
    // $50 certificate or $30 discount card, never both: $50 + $20 cash.
    expect(upTo(wallet([card("CERTIFICATE", 5_000), card("DISCOUNT_CARD", 3_000), cash]))).toEqual({ currency: "USD", upToMinor: 7_000 });
    // A $30 discount card beats a $10 certificate: $30 + $20 cash; of two cash cards, the larger one (one per booking).
    expect(upTo(wallet([card("CERTIFICATE", 1_000), card("DISCOUNT_CARD", 3_000), cash, card("CASH_CARD", 2_500)]))).toEqual({
      currency: "USD",
      upToMinor: 5_500,
    });
  });

  it('SPEC §6 "Wallet options (Discount Cards, Certificates, Cash Card, myvacations) are enabled per organisation site."', () => {
    const cards = [card("CERTIFICATE", 5_000), card("CASH_CARD", 2_000)];
    expect(upTo(wallet(cards, [WALLET_OPTIONS.certificates]))).toEqual({ currency: "USD", upToMinor: 5_000 });
    expect(upTo(wallet(cards, [WALLET_OPTIONS.myvacations]))).toBeNull();
  });

  it('SPEC §9 "Amounts never go below zero after deductions": never more than the total', () => {
    expect(upTo(wallet([card("CERTIFICATE", 5_000), card("CASH_CARD", 50_000)]))).toEqual({ currency: "USD", upToMinor: 22_000 });
    expect(upTo(wallet([card("CASH_CARD", 50_000)]), { totalMinor: 0 })).toBeNull();
  });

  it('SPEC §9 "Price safety margin multiplier … applied to the cash-card/discount-adjusted amount in conversions": a card in another currency', () => {
    // A €100.00 cash card on a US$ hotel: $125.00 / 1.1 = $113.63.
    expect(upTo(wallet([card("CASH_CARD", 10_000, { currency: "EUR" })]))).toEqual({ currency: "USD", upToMinor: 11_363 });
  });

  it('in the visitor\'s currency, converted as prices are (SPEC §9 "divide by the rate to reach USD, multiply by the rate to leave USD")', () => {
    // $70.00 of a $220.00 booking, shown in euros: €56.00; all of it: the total, €176.00.
    expect(upTo(wallet([card("CERTIFICATE", 5_000), card("CASH_CARD", 2_000)]), { displayCurrency: "EUR" })).toEqual({ currency: "EUR", upToMinor: 5_600 });
    expect(upTo(wallet([card("CASH_CARD", 90_000)]), { displayCurrency: "EUR" })).toEqual({ currency: "EUR", upToMinor: 17_600 });
  });

  it("a page of results gets each result's own answer from one calculator, whatever the products' order", () => {
    const held = wallet([card("CERTIFICATE", 5_000), card("CERTIFICATE", 3_000, { services: ["ACT"] }), card("CASH_CARD", 2_000, { currency: "EUR" })]);
    const bookings = [
      { product: "HLT", totalMinor: 22_000, currency: "USD", displayCurrency: "USD" },
      { product: "ACT", totalMinor: 4_000, currency: "USD", displayCurrency: "EUR" },
      { product: "HLT", totalMinor: 3_000, currency: "USD", displayCurrency: "USD" },
      { product: "STY", totalMinor: 10_000, currency: "USD", displayCurrency: "USD" },
      { product: "ACT", totalMinor: 0, currency: "USD", displayCurrency: "USD" },
    ];
    const creditFor = walletCreditCalculator(held, rates, NOW);
    // The same as a calculator made afresh for each booking, so what is kept between bookings changes no answer.
    expect(bookings.map(creditFor)).toEqual(bookings.map((b) => walletCreditCalculator(held, rates, NOW)(b)));
    // The hotel: $50.00 certificate + the €20.00 cash card's $25.00 / 1.1; the activity: all $40.00, shown as €32.00; the
    // small hotel: its whole $30.00; the stay: the cash card alone (the certificates list other products); nothing of $0.
    expect(bookings.map(creditFor).map((c) => c?.upToMinor ?? null)).toEqual([7_272, 3_200, 3_000, 2_380, null]);
  });
});
