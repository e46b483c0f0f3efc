import type { OrgCertificate, PaymentCard } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { RateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { loadOrgCertificates, loadUserCards, orgCertificateViews, toWalletCard, type OrgCertificateView, type WalletCard } from "./cards";
import { certificateCheck } from "./certificate-check";
import { CARD_TYPE_OPTION, WALLET_OPTIONS, type WalletOption } from "./constants";
import { splitPayment, type Split } from "./pricing";
import { certificatesFor, defaultOrgCertificate, discountCardsFor, parseWalletOptions, whyNotApplicable, type NotApplicableReason } from "./rules";
import type { WalletUse } from "./schemas";

export type CardOption = WalletCard & { applies: boolean; reason: NotApplicableReason | "optionDisabled" | null };

/** What checkout shows and booking redeems: every card with whether it applies, the org certificates, the default. */
export type WalletContext = {
  product: string;
  options: string[];
  certificates: CardOption[];
  discountCards: CardOption[];
  cashCards: CardOption[];
  orgCertificates: OrgCertificateView[];
  defaultOrgCertificate: OrgCertificateView | null;
  discountCardsAvailable: boolean;
};

export type AnnotatedCards = Pick<WalletContext, "certificates" | "discountCards" | "cashCards">;

/**
 * Every card of each type with whether it applies to `product` and, if not, why — the checkout's wallet panel, the
 * booking's checks and the search results' wallet line all read this: a type whose option the site does not enable
 * never applies (SPEC §6), otherwise whyNotApplicable (SPEC §4: ACTIVE only, the product in services, an amount).
 */
export function annotateCards(cards: readonly WalletCard[], options: readonly WalletOption[], product: string, now: Date): AnnotatedCards {
  const annotate = (type: WalletCard["card_type"]): CardOption[] =>
    cards
      .filter((c) => c.card_type === type)
      .map((c) => {
        const reason: CardOption["reason"] = options.includes(CARD_TYPE_OPTION[type]) ? whyNotApplicable(c, type, product, now) : "optionDisabled";
        return { ...c, applies: reason === null, reason };
      })
      .sort((a, b) => Number(b.applies) - Number(a.applies));
  return { certificates: annotate("CERTIFICATE"), discountCards: annotate("DISCOUNT_CARD"), cashCards: annotate("CASH_CARD") };
}

export async function loadWalletContext(input: {
  userId: number;
  org: OrgConfig;
  product: string;
  rates: RateSnapshot;
  now?: Date;
  /** Where the member's cards come from: read afresh unless the caller only shows them (the checkout's panel). */
  cards?: (userId: number, orgId: number) => Promise<PaymentCard[]>;
  /**
   * Where the organisation's certificates come from, for a caller that only shows them: those already issued to the
   * member are then told from the member's cards above. Without it both are read afresh (a booking).
   */
  orgCertificates?: (orgId: number) => Promise<OrgCertificate[]>;
}): Promise<WalletContext> {
  const now = input.now ?? new Date();
  const options = parseWalletOptions(input.org.walletOptions.join(","));
  const rows = await (input.cards ?? loadUserCards)(input.userId, input.org.id);
  const cards = rows.map((r) => toWalletCard(r, input.rates.minorUnits));
  const { certificates, discountCards, cashCards } = annotateCards(cards, options, input.product, now);
  const certsEnabled = options.includes(WALLET_OPTIONS.certificates);
  const offer = { product: input.product, userId: input.userId, units: input.rates.minorUnits };
  const orgCertificates = !certsEnabled
    ? []
    : input.orgCertificates
      ? orgCertificateViews(await input.orgCertificates(input.org.id), { ...offer, issuedCodes: new Set(rows.map((r) => r.cardCode)) })
      : await loadOrgCertificates(input.org.id, offer);
  const owned = certificatesFor(
    certificates.filter((c) => c.applies),
    input.product,
    now,
  );
  return {
    product: input.product,
    options,
    certificates,
    discountCards,
    cashCards,
    orgCertificates,
    defaultOrgCertificate: defaultOrgCertificate(owned, orgCertificates, input.product),
    discountCardsAvailable:
      discountCardsFor(
        discountCards.filter((c) => c.applies),
        input.product,
        now,
      ).length > 0,
  };
}

export type WalletPlan = {
  split: Split;
  /** Card debits in the card's currency; an org certificate is issued to the member at booking. */
  uses: { cardId: number | null; orgCertificate: OrgCertificateView | null; debitMinor: number; appliedMinor: number }[];
  appliedMinor: number;
};

function pick(list: CardOption[], id: number | null | undefined, path: string): CardOption | null {
  if (!id) return null;
  const card = list.find((c) => c.payment_card_id === id);
  if (!card) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message: "This card is not in your wallet" }] });
  if (!card.applies)
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message: `This card does not apply to this booking (${card.reason})` }] });
  return card;
}

/**
 * Checks the member's wallet choice against their cards and the SPEC §5 certificate check, and works out the split.
 * Throws VALIDATION_FAILED with the field at fault; the certificate check fails as wallet.certificateId.
 */
export async function planWalletUse(input: {
  userId: number;
  org: OrgConfig;
  product: string;
  totalMinor: number;
  currency: string;
  use: WalletUse | undefined;
  rates: RateSnapshot;
}): Promise<WalletPlan> {
  const use = input.use ?? {};
  if (!use.certificateId && !use.orgCertificateId && !use.discountCardId && !use.cashCardId && !(await certificateMayBeAsked(input)))
    return nothingFromWallet(input);
  const ctx = await loadWalletContext(input);
  const certificate = pick(ctx.certificates, use.certificateId, "wallet.certificateId");
  const discount = pick(ctx.discountCards, use.discountCardId, "wallet.discountCardId");
  const cash = pick(ctx.cashCards, use.cashCardId, "wallet.cashCardId");
  let orgCertificate: OrgCertificateView | null = null;
  if (use.orgCertificateId) {
    orgCertificate = ctx.orgCertificates.find((c) => c.id === use.orgCertificateId) ?? null;
    if (!orgCertificate)
      throw new AppError("VALIDATION_FAILED", undefined, {
        fields: [{ path: "wallet.orgCertificateId", message: "This certificate is not available for this booking" }],
      });
  }
  const check = certificateCheck({
    discountCardsAvailable: ctx.discountCardsAvailable,
    certificatesEnabled: ctx.options.includes(WALLET_OPTIONS.certificates),
    certificateChosen: !!(certificate || orgCertificate),
    orgHasCertificateForProduct: ctx.orgCertificates.length > 0,
    defaultOrgCertificateExists: !!ctx.defaultOrgCertificate,
  });
  if (!check.pass)
    throw new AppError("VALIDATION_FAILED", "Please choose a certificate for this booking.", {
      fields: [{ path: "wallet.certificateId", message: "Please choose a certificate for this booking." }],
    });
  const certCard = certificate
    ? { balanceMinor: certificate.balance_minor, currency: certificate.currency }
    : orgCertificate
      ? { balanceMinor: orgCertificate.redemption_price_minor, currency: orgCertificate.payment_card_currency }
      : null;
  const split = splitPayment({
    totalMinor: input.totalMinor,
    currency: input.currency,
    product: input.product,
    certificate: certCard,
    discount: discount ? { balanceMinor: discount.balance_minor, currency: discount.currency } : null,
    cash: cash ? { balanceMinor: cash.balance_minor, currency: cash.currency } : null,
    rates: input.rates.rates,
    units: input.rates.minorUnits,
  });
  const uses: WalletPlan["uses"] = [];
  if (certCard && split.certificate.debitMinor > 0) uses.push({ cardId: certificate?.payment_card_id ?? null, orgCertificate, ...split.certificate });
  if (discount && split.discount.debitMinor > 0) uses.push({ cardId: discount.payment_card_id, orgCertificate: null, ...split.discount });
  if (cash && split.cash.debitMinor > 0) uses.push({ cardId: cash.payment_card_id, orgCertificate: null, ...split.cash });
  return { split, uses, appliedMinor: input.totalMinor - split.remainderMinor };
}

/**
 * Whether the certificate check could ask for a certificate when the member chose nothing from the wallet: only when
 * the organisation offers this member a certificate for the product. Without one the check passes whatever cards the
 * member holds, so a checkout that uses no wallet card (most of them) reads no cards at all.
 */
async function certificateMayBeAsked(input: { userId: number; org: OrgConfig; product: string; rates: RateSnapshot }): Promise<boolean> {
  if (!parseWalletOptions(input.org.walletOptions.join(",")).includes(WALLET_OPTIONS.certificates)) return false;
  const offered = await loadOrgCertificates(input.org.id, { product: input.product, userId: input.userId, units: input.rates.minorUnits });
  return offered.length > 0;
}

/** The plan of a checkout that uses no wallet card: the card pays it all. */
function nothingFromWallet(input: { totalMinor: number; currency: string; product: string; rates: RateSnapshot }): WalletPlan {
  const split = splitPayment({
    totalMinor: input.totalMinor,
    currency: input.currency,
    product: input.product,
    rates: input.rates.rates,
    units: input.rates.minorUnits,
  });
  return { split, uses: [], appliedMinor: input.totalMinor - split.remainderMinor };
}
