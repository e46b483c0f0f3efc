import { ACTIVE_STATUS, ONLY_DISCOUNT, WALLET_OPTION_LIST, type WalletOption } from "./constants";

/**
 * The wallet rules of SPEC §4, pure: which cards count for a product, the current selection, the organisation
 * default, the choice history and whether the wallet shows at all. Cards have the spec's field names.
 */

export type SpecCard = {
  payment_card_id: number;
  card_code: string;
  pro_code: string | null;
  status: string;
  /** Product codes the card serves. */
  services: string[];
  /** Remaining value in major units of `currency`. */
  card_amount: number;
  currency: string;
  /** ISO date-time or null (never expires). */
  expires_at: string | null;
};

export type OrgCertificateEntry = {
  id: number;
  name: string;
  payment_product_code: string;
  payment_card_currency: string;
  payment_card_redemption_price: number;
};

/** SPEC §4 "Only cards with status ACTIVE count." */
export function isActive(card: Pick<SpecCard, "status">): boolean {
  return card.status === ACTIVE_STATUS;
}

export function isExpired(card: Pick<SpecCard, "expires_at">, now: Date): boolean {
  return card.expires_at !== null && Date.parse(card.expires_at) <= now.getTime();
}

/** SPEC §4 "filters … by product code (exact or case-insensitive containment)". */
export function matchesProduct(code: string, product: string): boolean {
  if (!product) return false;
  return code === product || code.toLowerCase().includes(product.toLowerCase());
}

export function servesProduct(card: Pick<SpecCard, "services">, product: string): boolean {
  return card.services.some((code) => matchesProduct(code, product));
}

/** Soonest expiry first (a card that never expires last), so the card that would be lost first is suggested first. */
export function bySoonestExpiry<T extends Pick<SpecCard, "expires_at" | "payment_card_id">>(a: T, b: T): number {
  const ea = a.expires_at ? Date.parse(a.expires_at) : Number.POSITIVE_INFINITY;
  const eb = b.expires_at ? Date.parse(b.expires_at) : Number.POSITIVE_INFINITY;
  return ea === eb ? a.payment_card_id - b.payment_card_id : ea - eb;
}

/** SPEC §4 "certificates must list the product in services" (and only ACTIVE, unexpired cards count). */
export function certificatesFor<T extends SpecCard>(cards: readonly T[], product: string, now = new Date()): T[] {
  return cards.filter((c) => isActive(c) && !isExpired(c, now) && servesProduct(c, product)).sort(bySoonestExpiry);
}

/** SPEC §4 "discount cards need an amount above zero" (and only ACTIVE, unexpired cards for the product count). */
export function discountCardsFor<T extends SpecCard>(cards: readonly T[], product: string, now = new Date()): T[] {
  return cards.filter((c) => isActive(c) && !isExpired(c, now) && c.card_amount > 0 && servesProduct(c, product)).sort(bySoonestExpiry);
}

/** A cash card pays for any product: ACTIVE, unexpired, with something left. */
export function cashCardsUsable<T extends SpecCard>(cards: readonly T[], now = new Date()): T[] {
  return cards.filter((c) => isActive(c) && !isExpired(c, now) && c.card_amount > 0).sort(bySoonestExpiry);
}

/** Why a card does not apply to this booking, or null when it does — shown next to every card at checkout. */
export type NotApplicableReason = "inactive" | "used" | "expired" | "wrongProduct" | "noAmount";

export function whyNotApplicable(
  card: SpecCard,
  kind: "CERTIFICATE" | "DISCOUNT_CARD" | "CASH_CARD",
  product: string,
  now = new Date(),
): NotApplicableReason | null {
  if (!isActive(card)) return card.status === "EXPIRED" ? "expired" : card.status === "USED" ? "used" : "inactive";
  if (isExpired(card, now)) return "expired";
  if (kind !== "CASH_CARD" && !servesProduct(card, product)) return "wrongProduct";
  if (!(card.card_amount > 0)) return "noAmount";
  return null;
}

/** SPEC §4 "identified as card_code joined with payment_card_id". */
export function selectionKey(card: Pick<SpecCard, "card_code" | "payment_card_id">): string {
  return `${card.card_code}${card.payment_card_id}`;
}

/**
 * SPEC §4 "The current selection defaults to the first matching card …; if the selection no longer matches it resets
 * to the first." The marker only-discount is a valid selection of its own (no certificate). Null when nothing matches.
 */
export function currentSelection(matching: readonly SpecCard[], selected: string | null | undefined): string | null {
  if (selected === ONLY_DISCOUNT) return ONLY_DISCOUNT;
  if (selected && matching.some((c) => selectionKey(c) === selected)) return selected;
  return matching[0] ? selectionKey(matching[0]) : null;
}

/** SPEC §9 marker: a selection is a certificate only when it is a card's key — never empty, never only-discount. */
export function isCertificateChosen(selected: string | null | undefined): boolean {
  return !!selected && selected !== ONLY_DISCOUNT;
}

/** What the member applies for the product: a certificate or a discount card (never both), and a cash card. */
export type WalletChoice = { certificate: string | null; discountCard: string | null; cashCard: string | null };

/** SPEC §4 "Choosing product certificates clears discount cards by product, and vice versa." */
export function chooseCertificate(choice: WalletChoice, key: string | null): WalletChoice {
  if (key === ONLY_DISCOUNT) return { ...choice, certificate: ONLY_DISCOUNT };
  return { ...choice, certificate: key, discountCard: key ? null : choice.discountCard };
}

export function chooseDiscountCard(choice: WalletChoice, key: string | null): WalletChoice {
  return { ...choice, discountCard: key, certificate: key ? null : choice.certificate };
}

/**
 * SPEC §4 "When a user owns no certificates, the organisation certificate with the highest redemption price for the
 * product becomes the default."
 */
export function defaultOrgCertificate<T extends OrgCertificateEntry>(
  ownedCertificates: readonly SpecCard[],
  orgCertificates: readonly T[],
  product: string,
): T | null {
  if (ownedCertificates.length > 0) return null;
  const forProduct = orgCertificates.filter((c) => matchesProduct(c.payment_product_code, product));
  return forProduct.reduce<T | null>((best, c) => (!best || c.payment_card_redemption_price > best.payment_card_redemption_price ? c : best), null);
}

/** SPEC §4 "History keeps one entry per type, replacing older." The newest entry comes last. */
export function recordHistory<T extends { type: string }>(history: readonly T[], entry: T): T[] {
  return [...history.filter((h) => h.type !== entry.type), entry];
}

/** SPEC §3 org_site_wallet: a comma-separated list of enabled options; unknown names are ignored. */
export function parseWalletOptions(value: string | null | undefined): WalletOption[] {
  const names = (value ?? "").split(",").map((s) => s.trim());
  return WALLET_OPTION_LIST.filter((o) => names.includes(o));
}

/** SPEC §4 "The wallet is shown if any returned entry has an org_site_wallet option." */
export function walletShown(entries: readonly { walletOptions?: { org_site_wallet?: string | null } | null }[] | null | undefined): boolean {
  return (entries ?? []).some((e) => parseWalletOptions(e.walletOptions?.org_site_wallet).length > 0);
}
