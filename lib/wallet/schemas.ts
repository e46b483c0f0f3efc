import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zId, zInt4 } from "@/lib/zod-int";
import { WALLET_PRODUCT_CODE_LIST } from "./constants";

const currency = zText()
  .trim()
  .regex(/^[A-Z]{3}$/, "Use a three-letter currency code such as USD");

/** POST /api/booking/get-paymentcard-by-user: { currency } (SPEC §7). */
export const ZPaymentCardsByUser = z.object({ currency: currency.optional() }).strict();

/** POST /api/walletUser/getPaymentCardByOrg: the filter payload (SPEC §7). */
export const ZPaymentCardsByOrg = z
  .object({
    payment_product_code: zText()
      .trim()
      .toUpperCase()
      .pipe(z.enum(WALLET_PRODUCT_CODE_LIST as [string, ...string[]], "Unknown product code"))
      .optional(),
    payment_card_currency: currency.optional(),
  })
  .strict();

/** What a booking applies from the wallet: a certificate (owned or the organisation's) or a discount card, and a cash card. */
export const ZWalletUse = z
  .object({
    certificateId: zId.nullish(),
    orgCertificateId: zId.nullish(),
    discountCardId: zId.nullish(),
    cashCardId: zId.nullish(),
  })
  .strict()
  .refine((w) => !(w.certificateId && w.orgCertificateId), { message: "Choose one certificate", path: ["certificateId"] })
  .refine((w) => !((w.certificateId || w.orgCertificateId) && w.discountCardId), {
    message: "A certificate and a discount card cannot be combined",
    path: ["discountCardId"],
  });
export type WalletUse = z.infer<typeof ZWalletUse>;

const code = zText().regex(/^[A-Z]{3}$/, "A three-letter code");

/** POST /api/search/wallet-credit: the results of a shared results page whose wallet lines the member asks for. */
export const ZWalletCreditAsks = z.object({
  asks: z.array(z.object({ key: zText().min(1).max(40), product: code, totalMinor: zInt4({ min: 0 }), currency: code, displayCurrency: code })).max(100),
});
