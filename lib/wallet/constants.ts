import { safetyMarginOf } from "@/lib/products/codes";

/**
 * The wallet's fixed names and numbers (SPEC §9), kept as data in one module: option names, product codes, the
 * active status, the marker value and the safety margins.
 */

/** SPEC §9 "Wallet option names: Discount Cards, Certificates, Cash Card, myvacations." */
export const WALLET_OPTIONS = { discountCards: "Discount Cards", certificates: "Certificates", cashCard: "Cash Card", myvacations: "myvacations" } as const;
export type WalletOption = (typeof WALLET_OPTIONS)[keyof typeof WALLET_OPTIONS];
export const WALLET_OPTION_LIST: readonly WalletOption[] = Object.values(WALLET_OPTIONS);

/** SPEC §9 "Product codes: Hotels HLT, Activities ACT, Resorts RST, Stays STY." */
export const WALLET_PRODUCT_CODES = { hotels: "HLT", activities: "ACT", resorts: "RST", stays: "STY" } as const;
export type WalletProductCode = (typeof WALLET_PRODUCT_CODES)[keyof typeof WALLET_PRODUCT_CODES];
export const WALLET_PRODUCT_CODE_LIST: readonly WalletProductCode[] = Object.values(WALLET_PRODUCT_CODES);

/** SPEC §9 "Active status ACTIVE." */
export const ACTIVE_STATUS = "ACTIVE";

/** SPEC §9 "Marker value only-discount": the certificate choice that means "no certificate, discount cards only". */
export const ONLY_DISCOUNT = "only-discount";

/**
 * SPEC §9 "Price safety margin multiplier: 1.05 for activities and stays, 1.1 for hotels". Resorts are not named;
 * they are sold as rooms like hotels, so they take the hotel margin.
 */
export const SAFETY_MARGIN: Record<WalletProductCode, number> = {
  ACT: safetyMarginOf("ACT"),
  STY: safetyMarginOf("STY"),
  HLT: safetyMarginOf("HLT"),
  RST: safetyMarginOf("RST"),
};

/** SPEC §9 "wallet loaded delay 500 ms". */
export const WALLET_LOADED_DELAY_MS = 500;

/** The three card types the member owns; each matches a wallet option. */
export const CARD_TYPE_OPTION = {
  CERTIFICATE: WALLET_OPTIONS.certificates,
  DISCOUNT_CARD: WALLET_OPTIONS.discountCards,
  CASH_CARD: WALLET_OPTIONS.cashCard,
} as const;
export type CardTypeName = keyof typeof CARD_TYPE_OPTION;
