/** Rental days as rental companies count them: every started 24 hours from the pick-up time, at least one. */
export function rentalDays({
  pickupDate,
  pickupTime,
  dropoffDate,
  dropoffTime,
}: {
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
}): number {
  const start = Date.parse(`${pickupDate}T${pickupTime}:00Z`);
  const end = Date.parse(`${dropoffDate}T${dropoffTime}:00Z`);
  return Math.max(1, Math.ceil((end - start) / 86_400_000));
}
