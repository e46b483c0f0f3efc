import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit, reset } from "@/lib/rate-limit";
import { accountKey } from "@/lib/rate-limit/keys";
import { cancelBooking } from "@/lib/orders/cancel-order";
import { correctTravellerName } from "@/lib/orders/changes/correct-name";
import { changeStayDates } from "@/lib/orders/changes/change-dates";
import { addFlightBags } from "@/lib/orders/changes/add-bags";
import { changeFlight } from "@/lib/orders/changes/change-flight";
import type { Locale } from "@/lib/locale/locales";
import { listReservations, type ReservationView } from "@/lib/orders/list-orders";
import type { StoredPaymentProvider } from "@/lib/payments/provider";
import { payDueNow } from "@/lib/orders/payments/pay-due";
import { loadTrip, type TripView } from "@/lib/orders/trip-view";
import { manageBookingPath, manageBookingUrl } from "./manage-link";
import { MANAGE_FORM_TOKEN_MS, parseManageToken, signManageToken, verifyManageToken } from "./manage-token";

/** One answer for an unknown reference, a wrong e-mail and a member's booking: nothing tells them apart. */
export const LOOKUP_NOT_FOUND = "We could not find a booking with this reference and e-mail address. Please check both and try again.";
export const LINK_INVALID = "This link is not valid. Find your booking with its reference and e-mail address.";
export const LINK_EXPIRED = "This link has expired. Find your booking with its reference and e-mail address.";

/** A guest's booking on this site: booked without an account, with the e-mail it was booked with. */
async function guestReservation(reference: string, org: OrgConfig) {
  const r = await db.order.findUnique({ where: { reference }, select: { orgId: true, userId: true, guestEmail: true, status: true } });
  return r && r.orgId === org.id && r.userId === null && r.guestEmail && r.status !== "PENDING" ? { guestEmail: r.guestEmail } : null;
}

/**
 * The manage-booking form: a reference and the e-mail it was booked with give a short-lived manage token. Look-ups
 * are throttled per address, and per reference from each address: strangers guessing at a reference lock out only
 * their own addresses, never the guest's. The answer for a wrong e-mail is the one for an unknown reference.
 */
export async function findGuestBooking(input: { reference: string; email: string; org: OrgConfig; ip: string; now?: Date }) {
  const attempt = { ip: input.ip, account: input.reference };
  await limit("manageBookingIp", input.ip);
  await limit("manageBookingIpRef", attempt);
  const r = await guestReservation(input.reference, input.org);
  if (!r || r.guestEmail !== accountKey(input.email)) throw new AppError("NOT_FOUND", LOOKUP_NOT_FOUND);
  await reset("manageBookingIpRef", attempt);
  const token = signManageToken(input.reference, r.guestEmail, new Date((input.now ?? new Date()).getTime() + MANAGE_FORM_TOKEN_MS));
  return { reference: input.reference, token, redirect: manageBookingPath(token) };
}

/** The booking a manage token opens: signed for this booking's e-mail, on this site, not expired. */
async function referenceOf(token: string, org: OrgConfig, now: Date): Promise<{ reference: string; guestEmail: string }> {
  const parsed = parseManageToken(token);
  const r = parsed && (await guestReservation(parsed.reference, org));
  if (!parsed || !r || !verifyManageToken(token, r.guestEmail)) throw new AppError("NOT_FOUND", LINK_INVALID, { detail: { reason: "invalid" } });
  if (parsed.expiresAt.getTime() <= now.getTime()) throw new AppError("NOT_FOUND", LINK_EXPIRED, { detail: { reason: "expired" } });
  return { reference: parsed.reference, guestEmail: r.guestEmail };
}

export type GuestBookingView = { booking: ReservationView; email: string };

/** What a guest sees of their booking: the same facts as a member's trip, and the e-mail it was booked with. */
export async function openGuestBooking(input: { token: string; org: OrgConfig; now?: Date }): Promise<GuestBookingView> {
  const now = input.now ?? new Date();
  const { reference, guestEmail } = await referenceOf(input.token, input.org, now);
  const [booking] = await listReservations({ reference, userId: null }, input.org.id, input.org.timeZone, now);
  if (!booking) throw new AppError("NOT_FOUND", LINK_INVALID, { detail: { reason: "invalid" } });
  return { booking, email: guestEmail };
}

/**
 * The same trip page a member reads of their own (lib/orders/trip-view.ts: address, times, policy, payments, refunds),
 * opened by a guest's manage token; `manageUrl` is where the guest comes back to it (the calendar file's link).
 */
export async function openGuestTrip(input: { token: string; org: OrgConfig; now?: Date }): Promise<{ trip: TripView; email: string; manageUrl: string }> {
  const now = input.now ?? new Date();
  const { reference, guestEmail } = await referenceOf(input.token, input.org, now);
  const trip = await loadTrip(reference, input.org.id, input.org.timeZone, now);
  if (!trip || trip.userId !== null) throw new AppError("NOT_FOUND", LINK_INVALID, { detail: { reason: "invalid" } });
  return { trip, email: guestEmail, manageUrl: manageBookingUrl(input.org, input.token) };
}

/** A guest cancels under the booking's policy: the refund goes back to the card, as for a member (cancel-order.ts). */
export async function cancelGuestBooking(input: { token: string; org: OrgConfig; provider?: StoredPaymentProvider }) {
  const { reference, guestEmail } = await referenceOf(input.token, input.org, new Date());
  return cancelBooking({ reference, guestEmail, org: input.org, provider: input.provider });
}

/** A guest pays what their pay-later booking still owes, on the provider's page, as a member does from the trip page. */
export async function payGuestBookingDue(input: { token: string; returnPath?: string; idempotencyKey: string; org: OrgConfig }) {
  const { reference, guestEmail } = await referenceOf(input.token, input.org, new Date());
  return payDueNow({ ...input, reference, guestEmail });
}

/** A guest corrects the lead traveller's name within the catalogue's rule, as a member does (../changes/correct-name.ts). */
export async function correctGuestName(input: { token: string; firstName: string; lastName: string; org: OrgConfig }) {
  const { reference, guestEmail } = await referenceOf(input.token, input.org, new Date());
  return correctTravellerName({ reference, firstName: input.firstName, lastName: input.lastName, owner: { guestEmail }, org: input.org });
}

/** A guest changes the dates of their stay (a quote, or the change itself), as a member does (../changes/change-dates.ts). */
export async function changeGuestStayDates(
  input: { token: string; org: OrgConfig; locale: Locale } & Omit<Parameters<typeof changeStayDates>[0], "reference" | "owner" | "org" | "locale">,
) {
  const { token, ...rest } = input;
  const { reference, guestEmail } = await referenceOf(token, input.org, new Date());
  return changeStayDates({ ...rest, reference, owner: { guestEmail } });
}

/** A guest adds extra bags to their flight (what the airline sells, or the checkout for them), as a member does (../changes/add-bags.ts). */
export async function addGuestBags(input: { token: string; org: OrgConfig } & Omit<Parameters<typeof addFlightBags>[0], "reference" | "owner" | "org">) {
  const { token, ...rest } = input;
  const { reference, guestEmail } = await referenceOf(token, input.org, new Date());
  return addFlightBags({ ...rest, reference, owner: { guestEmail } });
}

/** A guest moves their flight to another date through the airline, as a member does (../changes/change-flight.ts). */
export async function changeGuestFlight(input: { token: string; org: OrgConfig } & Omit<Parameters<typeof changeFlight>[0], "reference" | "owner" | "org">) {
  const { token, ...rest } = input;
  const { reference, guestEmail } = await referenceOf(token, input.org, new Date());
  return changeFlight({ ...rest, reference, owner: { guestEmail } });
}
