/** The dial code and the number as one international number: "+1-868" and "5551234" give "+18685551234". */
export function internationalNumber(isdCode: string | undefined, digits: string): string {
  return digits ? `+${(isdCode ?? "").replace(/\D/g, "")}${digits}` : "";
}
