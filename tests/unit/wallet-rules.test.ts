import { ACTIVE_STATUS, ONLY_DISCOUNT, SAFETY_MARGIN, WALLET_OPTION_LIST, WALLET_PRODUCT_CODES } from "@/lib/wallet/constants";
import { certificateCheck, type CertificateCheckInput } from "@/lib/wallet/certificate-check";
import { deduct, marginedConversion, safetyMargin, splitPayment, toUsd, fromUsd, coverWithCard } from "@/lib/wallet/pricing";
import {
  cashCardsUsable,
  certificatesFor,
  chooseCertificate,
  chooseDiscountCard,
  currentSelection,
  defaultOrgCertificate,
  discountCardsFor,
  isCertificateChosen,
  matchesProduct,
  parseWalletOptions,
  recordHistory,
  selectionKey,
  walletShown,
  whyNotApplicable,
} from "@/lib/wallet/rules";
import { specCard } from "../support/spec-card";

const NOW = new Date("2027-03-01T12:00:00Z");
const card = specCard;
const rates = new Map<string, string>([
  ["USD", "1"],
  ["EUR", "0.8"],
  ["JPY", "150"],
]);
const units = new Map<string, number>([
  ["USD", 2],
  ["EUR", 2],
  ["JPY", 0],
]);

describe("SPEC §9 constants", () => {
  it('"Active status ACTIVE. Wallet option names: Discount Cards, Certificates, Cash Card, myvacations."', () => {
    expect(ACTIVE_STATUS).toBe("ACTIVE");
    expect(WALLET_OPTION_LIST).toEqual(["Discount Cards", "Certificates", "Cash Card", "myvacations"]);
  });
  it('"Product codes: Hotels HLT, Activities ACT, Resorts RST, Stays STY. Marker value only-discount."', () => {
    expect(WALLET_PRODUCT_CODES).toMatchObject({ hotel: "HLT", activities: "ACT", resorts: "RST", stays: "STY" });
    expect(ONLY_DISCOUNT).toBe("only-discount");
  });
});

describe("SPEC §4 wallet", () => {
  it('"Only cards with status ACTIVE count; certificates must list the product in services; discount cards need an amount above zero."', () => {
    const active = card();
    const inactive = card({ status: "INACTIVE" });
    const otherProduct = card({ services: ["ACT"] });
    expect(certificatesFor([active, inactive, otherProduct], "HLT", NOW)).toEqual([active]);
    const empty = card({ card_amount: 0 });
    expect(discountCardsFor([active, empty, inactive], "HLT", NOW)).toEqual([active]);
    expect(cashCardsUsable([active, empty, inactive], NOW)).toEqual([active]);
  });

  it('"Selecting a product filters certificates and discount cards by product code (exact or case-insensitive containment)."', () => {
    expect(matchesProduct("HLT", "HLT")).toBe(true);
    expect(matchesProduct("hlt-weekend", "HLT")).toBe(true);
    expect(matchesProduct("ACT", "HLT")).toBe(false);
    expect(matchesProduct("HLT", "")).toBe(false);
    expect(certificatesFor([card({ services: ["Hlt"] })], "HLT", NOW)).toHaveLength(1);
  });

  it("cards have expiry dates: an expired card does not count, and the soonest-expiring eligible card comes first", () => {
    const later = card({ expires_at: "2027-09-01T00:00:00Z" });
    const never = card({ expires_at: null });
    const soon = card({ expires_at: "2027-04-01T00:00:00Z" });
    const gone = card({ expires_at: "2027-02-01T00:00:00Z" });
    expect(certificatesFor([later, never, soon, gone], "HLT", NOW)).toEqual([soon, later, never]);
  });

  it("each card says why it does not apply: inactive, expired, wrong product, no amount", () => {
    expect(whyNotApplicable(card({ status: "INACTIVE" }), "CERTIFICATE", "HLT", NOW)).toBe("inactive");
    expect(whyNotApplicable(card({ status: "USED" }), "CERTIFICATE", "HLT", NOW)).toBe("used");
    expect(whyNotApplicable(card({ status: "EXPIRED" }), "CERTIFICATE", "HLT", NOW)).toBe("expired");
    expect(whyNotApplicable(card({ expires_at: "2027-01-01T00:00:00Z" }), "DISCOUNT_CARD", "HLT", NOW)).toBe("expired");
    expect(whyNotApplicable(card({ services: ["ACT"] }), "DISCOUNT_CARD", "HLT", NOW)).toBe("wrongProduct");
    expect(whyNotApplicable(card({ services: ["ACT"] }), "CASH_CARD", "HLT", NOW)).toBeNull();
    expect(whyNotApplicable(card({ card_amount: 0 }), "DISCOUNT_CARD", "HLT", NOW)).toBe("noAmount");
    expect(whyNotApplicable(card(), "CERTIFICATE", "HLT", NOW)).toBeNull();
  });

  it('"The current selection defaults to the first matching card, identified as card_code joined with payment_card_id; if the selection no longer matches it resets to the first."', () => {
    const a = card({ card_code: "CERT-A", payment_card_id: 7 });
    const b = card({ card_code: "CERT-B", payment_card_id: 8 });
    expect(selectionKey(a)).toBe("CERT-A7");
    expect(currentSelection([a, b], null)).toBe("CERT-A7");
    expect(currentSelection([a, b], "CERT-B8")).toBe("CERT-B8");
    expect(currentSelection([a], "CERT-B8")).toBe("CERT-A7");
    expect(currentSelection([], "CERT-B8")).toBeNull();
  });

  it('"Marker value only-discount" is a selection of its own that is not a certificate', () => {
    expect(currentSelection([card()], ONLY_DISCOUNT)).toBe(ONLY_DISCOUNT);
    expect(isCertificateChosen(ONLY_DISCOUNT)).toBe(false);
    expect(isCertificateChosen("")).toBe(false);
    expect(isCertificateChosen("CERT-A7")).toBe(true);
  });

  it('"Choosing product certificates clears discount cards by product, and vice versa."', () => {
    const start = { certificate: null, discountCard: "D1", cashCard: "K1" };
    const withCert = chooseCertificate(start, "C1");
    expect(withCert).toEqual({ certificate: "C1", discountCard: null, cashCard: "K1" });
    expect(chooseDiscountCard(withCert, "D2")).toEqual({ certificate: null, discountCard: "D2", cashCard: "K1" });
    // only-discount keeps the discount card: it is the choice of "no certificate".
    expect(chooseCertificate(start, ONLY_DISCOUNT)).toEqual({ certificate: ONLY_DISCOUNT, discountCard: "D1", cashCard: "K1" });
  });

  it('"When a user owns no certificates, the organisation certificate with the highest redemption price for the product becomes the default."', () => {
    const orgCerts = [
      { id: 1, name: "Small", payment_product_code: "HLT", payment_card_currency: "USD", payment_card_redemption_price: 2500 },
      { id: 2, name: "Big", payment_product_code: "HLT", payment_card_currency: "USD", payment_card_redemption_price: 7500 },
      { id: 3, name: "Activity", payment_product_code: "ACT", payment_card_currency: "USD", payment_card_redemption_price: 9900 },
    ];
    expect(defaultOrgCertificate([], orgCerts, "HLT")?.id).toBe(2);
    expect(defaultOrgCertificate([card()], orgCerts, "HLT")).toBeNull();
    expect(defaultOrgCertificate([], orgCerts, "STY")).toBeNull();
  });

  it('"History keeps one entry per type, replacing older."', () => {
    let h = recordHistory([], { type: "certificate", key: "C1" });
    h = recordHistory(h, { type: "cash", key: "K1" });
    h = recordHistory(h, { type: "certificate", key: "C2" });
    expect(h).toEqual([
      { type: "cash", key: "K1" },
      { type: "certificate", key: "C2" },
    ]);
  });

  it('"The wallet is shown if any returned entry has an org_site_wallet option." (org_site_wallet is a comma-separated list)', () => {
    expect(parseWalletOptions("Certificates, Cash Card,bogus")).toEqual(["Certificates", "Cash Card"]);
    expect(walletShown([{ walletOptions: { org_site_wallet: "" } }, { walletOptions: { org_site_wallet: "Cash Card" } }])).toBe(true);
    expect(walletShown([{ walletOptions: { org_site_wallet: "" } }])).toBe(false);
    expect(walletShown(null)).toBe(false);
  });
});

describe("SPEC §5 certificate check before booking", () => {
  const base: CertificateCheckInput = {
    discountCardsAvailable: false,
    certificatesEnabled: true,
    certificateChosen: false,
    orgHasCertificateForProduct: true,
    defaultOrgCertificateExists: true,
  };
  it('"passes if discount cards are available for the product"', () => {
    expect(certificateCheck({ ...base, discountCardsAvailable: true })).toEqual({ pass: true, reason: "discountCards" });
  });
  it('"passes if the certificates option is enabled and a certificate is chosen"', () => {
    expect(certificateCheck({ ...base, certificateChosen: true })).toEqual({ pass: true, reason: "certificateChosen" });
  });
  it('"passes if the organisation has no certificate for the product"', () => {
    expect(certificateCheck({ ...base, orgHasCertificateForProduct: false })).toEqual({ pass: true, reason: "noOrgCertificate" });
  });
  it('"if a default organisation certificate exists but none is chosen, the certificate modal opens and booking is blocked"', () => {
    expect(certificateCheck(base)).toEqual({ pass: false, openModal: true });
  });
  it('"otherwise passes"', () => {
    expect(certificateCheck({ ...base, defaultOrgCertificateExists: false })).toEqual({ pass: true, reason: "otherwise" });
  });
});

describe("SPEC §9 margins and conversion", () => {
  it('"Price safety margin multiplier: 1.05 for activities and stays, 1.1 for hotels"', () => {
    expect(safetyMargin("ACT")).toBe(1.05);
    expect(safetyMargin("STY")).toBe(1.05);
    expect(safetyMargin("HLT")).toBe(1.1);
    expect(SAFETY_MARGIN.RST).toBe(1.1);
  });

  it('"applied to the cash-card/discount-adjusted amount in conversions" (none within one currency)', () => {
    // 100.00 EUR → 125.00 USD (divide by 0.8) × 1.1 = 137.50 USD for a hotel; × 1.05 = 131.25 for an activity.
    expect(marginedConversion(10_000, "EUR", "USD", "HLT", rates, units)).toBe(13_750);
    expect(marginedConversion(10_000, "EUR", "USD", "ACT", rates, units)).toBe(13_125);
    expect(marginedConversion(10_000, "USD", "USD", "HLT", rates, units)).toBe(10_000);
  });

  it('"Currency conversion: divide by the rate to reach USD, multiply by the rate to leave USD."', () => {
    expect(toUsd(8_000, "EUR", rates, units)).toBe(10_000);
    expect(fromUsd(10_000, "EUR", rates, units)).toBe(8_000);
    expect(fromUsd(10_000, "JPY", rates, units)).toBe(15_000);
  });

  it('"Amounts never go below zero after deductions."', () => {
    expect(deduct(1_000, 5_000)).toBe(0);
    expect(deduct(1_000, -5)).toBe(1_000);
    expect(splitPayment({ totalMinor: 3_000, currency: "USD", product: "HLT", cash: { balanceMinor: 9_000, currency: "USD" }, rates, units })).toMatchObject({
      remainderMinor: 0,
      cash: { appliedMinor: 3_000, debitMinor: 3_000 },
    });
  });

  it("a card in another currency covers at most its converted balance divided by the margin, and is debited the margined amount", () => {
    // 50.00 USD cash card on a EUR hotel: worth 40.00 EUR / 1.1 = 36.36 EUR.
    expect(
      coverWithCard({
        balanceMinor: 5_000,
        cardCurrency: "USD",
        remainingMinor: 10_000,
        bookingCurrency: "EUR",
        product: "HLT",
        wholeCard: false,
        rates,
        units,
      }),
    ).toEqual({ appliedMinor: 3_636, debitMinor: 5_000 });
    // Covering 20.00 EUR takes 25.00 USD × 1.1 = 27.50 USD off it.
    expect(
      coverWithCard({
        balanceMinor: 5_000,
        cardCurrency: "USD",
        remainingMinor: 2_000,
        bookingCurrency: "EUR",
        product: "HLT",
        wholeCard: false,
        rates,
        units,
      }),
    ).toEqual({ appliedMinor: 2_000, debitMinor: 2_750 });
  });

  it("the split: certificate (used up whole) or discount card, then the cash card, then the payment card for the rest", () => {
    const split = splitPayment({
      totalMinor: 50_000,
      currency: "USD",
      product: "HLT",
      certificate: { balanceMinor: 10_000, currency: "USD" },
      discount: { balanceMinor: 5_000, currency: "USD" },
      cash: { balanceMinor: 15_000, currency: "USD" },
      rates,
      units,
    });
    expect(split).toEqual({
      totalMinor: 50_000,
      certificate: { appliedMinor: 10_000, debitMinor: 10_000 },
      discount: { appliedMinor: 0, debitMinor: 0 },
      cash: { appliedMinor: 15_000, debitMinor: 15_000 },
      remainderMinor: 25_000,
    });
    const small = splitPayment({ totalMinor: 4_000, currency: "USD", product: "ACT", certificate: { balanceMinor: 10_000, currency: "USD" }, rates, units });
    expect(small.certificate).toEqual({ appliedMinor: 4_000, debitMinor: 10_000 });
    const withDiscount = splitPayment({
      totalMinor: 4_000,
      currency: "USD",
      product: "ACT",
      discount: { balanceMinor: 1_500, currency: "USD" },
      cash: { balanceMinor: 1_000, currency: "USD" },
      rates,
      units,
    });
    expect(withDiscount).toMatchObject({ discount: { appliedMinor: 1_500 }, cash: { appliedMinor: 1_000 }, remainderMinor: 1_500 });
  });
});
