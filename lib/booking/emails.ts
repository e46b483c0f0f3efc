import { formatMoney } from "@/lib/locale/format";

export function cancellationMail(b: { orgName: string; reference: string; property: string; refundMinor: number; currency: string }) {
  const refund = formatMoney(b.refundMinor, b.currency, "en-US");
  return {
    subject: `Booking cancelled: ${b.property} (${b.reference})`,
    text: `Your booking ${b.reference} at ${b.property} is cancelled.\n\nRefund: ${refund}, to the card you paid with.\n\n${b.orgName}`,
  };
}
