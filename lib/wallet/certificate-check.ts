/**
 * SPEC §5 "Certificate check before booking", in the spec's order:
 * - passes if discount cards are available for the product;
 * - passes if the certificates option is enabled and a certificate is chosen;
 * - passes if the organisation has no certificate for the product;
 * - if a default organisation certificate exists but none is chosen, the certificate modal opens and booking is blocked;
 * - otherwise passes.
 */
export type CertificateCheckInput = {
  discountCardsAvailable: boolean;
  certificatesEnabled: boolean;
  certificateChosen: boolean;
  orgHasCertificateForProduct: boolean;
  defaultOrgCertificateExists: boolean;
};

export type CertificateCheck =
  { pass: true; reason: "discountCards" | "certificateChosen" | "noOrgCertificate" | "otherwise" } | { pass: false; openModal: true };

export function certificateCheck(i: CertificateCheckInput): CertificateCheck {
  if (i.discountCardsAvailable) return { pass: true, reason: "discountCards" };
  if (i.certificatesEnabled && i.certificateChosen) return { pass: true, reason: "certificateChosen" };
  if (!i.orgHasCertificateForProduct) return { pass: true, reason: "noOrgCertificate" };
  if (i.defaultOrgCertificateExists && !i.certificateChosen) return { pass: false, openModal: true };
  return { pass: true, reason: "otherwise" };
}
