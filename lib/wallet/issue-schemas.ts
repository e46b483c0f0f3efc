import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zId } from "@/lib/zod-int";
import { WALLET_PRODUCT_CODE_LIST } from "./constants";

/** What an operator may issue (npm run wallet): validated before anything touches the database. */
const product = zText()
  .trim()
  .toUpperCase()
  .pipe(z.enum(WALLET_PRODUCT_CODE_LIST as [string, ...string[]], `Product codes are ${WALLET_PRODUCT_CODE_LIST.join(", ")}`));
const amount = z.coerce
  .number()
  .positive("The amount must be above zero")
  .max(100_000, "At most 100000")
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, "At most two decimals");
const currency = zText()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Use a three-letter currency code");
const future = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-12-31")
  .refine((d) => Date.parse(`${d}T23:59:59Z`) > Date.now(), "The expiry must be in the future");

export const ZIssueCard = z
  .object({
    org: zText().trim().min(1, "--org is required"),
    email: zText().trim().toLowerCase().email("--email must be an e-mail address"),
    type: z.enum(["certificate", "discount", "cash"], "--type is certificate, discount or cash"),
    amount,
    currency: currency.default("USD"),
    services: z.array(product).default([]),
    expires: future.optional(),
    code: zText()
      .trim()
      .regex(/^[A-Z0-9-]{4,40}$/, "Card codes are 4–40 capital letters, digits or hyphens")
      .optional(),
    name: zText().trim().min(1).max(80).optional(),
    actor: zId.optional(),
  })
  .refine((v) => v.type === "cash" || v.services.length > 0, {
    message: `Certificates and discount cards need --services (${WALLET_PRODUCT_CODE_LIST.join(", ")})`,
    path: ["services"],
  });

export const ZIssueOrgCertificate = z.object({
  org: zText().trim().min(1, "--org is required"),
  product,
  price: amount,
  currency: currency.default("USD"),
  name: zText().trim().min(2).max(80),
});
