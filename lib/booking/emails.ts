import { formatMoney } from "@/lib/locale/format";

export function bookingConfirmationMail(b: {
  orgName: string;
  reference: string;
  traveler: string;
  property: string;
  room: string;
  checkIn: string;
  checkOut: string;
  totalMinor: number;
  currency: string;
  /** A guest's manage-booking link (signed, expiring): they have no My Trips. */
  manageUrl?: string;
}) {
  const total = formatMoney(b.totalMinor, b.currency, "en-US");
  const text = [
    `Hello ${b.traveler},`,
    `Your booking ${b.reference} is confirmed.`,
    `${b.property} — ${b.room}\nCheck-in ${b.checkIn}, check-out ${b.checkOut}\nTotal paid: ${total}`,
    b.manageUrl ? `See or cancel your booking at any time:\n${b.manageUrl}` : `You can see or cancel it under My Trips.`,
    `Thank you for booking with ${b.orgName}.`,
  ].join("\n\n");
  return { subject: `Booking confirmed: ${b.property} (${b.reference})`, text };
}

export function cancellationMail(b: { orgName: string; reference: string; property: string; refundMinor: number; currency: string }) {
  const refund = formatMoney(b.refundMinor, b.currency, "en-US");
  return {
    subject: `Booking cancelled: ${b.property} (${b.reference})`,
    text: `Your booking ${b.reference} at ${b.property} is cancelled.\n\nRefund: ${refund}, to the card you paid with.\n\n${b.orgName}`,
  };
}
