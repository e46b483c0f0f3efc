import { bookingAllowed } from "@/lib/booking/eligibility";
import { manageBookingPath, manageBookingUrl } from "@/lib/orders/guest/manage-link";
import { manageLinkExpiry, parseManageToken, signManageToken, verifyManageToken } from "@/lib/orders/guest/manage-token";
import { internationalNumber } from "@/components/booking/guest/international-number";

/**
 * SPEC §6: "Guests see prices with the tax setting. can_user_book must be 1 (or booking without a session must be
 * allowed by external configuration) to enable booking." The external configuration is the organisation's guest
 * checkout (allowGuestBooking): the default organisation takes guest bookings, the partner club is members-only.
 */
describe("SPEC §6 guest checkout", () => {
  it("a guest may book only where the organisation allows booking without a session", () => {
    expect(bookingAllowed(null, { allowGuestBooking: true })).toBe(true);
    expect(bookingAllowed(null, { allowGuestBooking: false })).toBe(false);
  });

  it("a signed-in user books by can_user_book = 1 alone, whatever the guest setting", () => {
    expect(bookingAllowed({ canUserBook: 1 }, { allowGuestBooking: false })).toBe(true);
    expect(bookingAllowed({ canUserBook: 0 }, { allowGuestBooking: true })).toBe(false);
  });
});

describe("a guest's manage-booking token", () => {
  const expires = new Date("2031-02-01T00:00:00Z");

  it("is signed, carries the reference and expiry, and is not the reference", () => {
    const token = signManageToken("TS-ABCDEFGH", "Guest@Example.test", expires);
    expect(token).not.toBe("TS-ABCDEFGH");
    expect(parseManageToken(token)).toEqual({ reference: "TS-ABCDEFGH", expiresAt: expires });
    expect(verifyManageToken(token, "guest@example.test")).toBe(true);
  });

  it("fails for another e-mail, another reference, a changed expiry or a forged signature", () => {
    const token = signManageToken("TS-ABCDEFGH", "guest@example.test", expires);
    expect(verifyManageToken(token, "other@example.test")).toBe(false);
    expect(verifyManageToken(token.replace("TS-ABCDEFGH", "TS-ABCDEFGJ"), "guest@example.test")).toBe(false);
    const [ref, exp, sig] = token.split(".");
    expect(verifyManageToken(`${ref}.${Number(exp) + 86_400}.${sig}`, "guest@example.test")).toBe(false);
    expect(verifyManageToken(`${ref}.${exp}.${"A".repeat(43)}`, "guest@example.test")).toBe(false);
    expect(verifyManageToken("TS-ABCDEFGH", "guest@example.test")).toBe(false);
  });

  it("the e-mail's link lives until thirty days after the trip's last day", () => {
    expect(manageLinkExpiry("2031-01-10").toISOString()).toBe("2031-02-09T00:00:00.000Z");
  });

  it("links on the organisation's configured origin, never a request's Host", () => {
    const token = signManageToken("TS-ABCDEFGH", "guest@example.test", expires);
    const partner = manageBookingUrl({ hosts: ["partner.localhost"], isDefault: false }, token);
    expect(partner).toMatch(/^https?:\/\/partner\.localhost(:\d+)?\/manage-booking\/booking\?token=/);
    expect(partner.endsWith(manageBookingPath(token))).toBe(true);
  });
});

describe("the guest's phone (shared picker, SPEC §2)", () => {
  it("joins the dial code and the digits into one international number", () => {
    expect(internationalNumber("+1-868", "5551234")).toBe("+18685551234");
    expect(internationalNumber("+44", "2079460000")).toBe("+442079460000");
    expect(internationalNumber("+44", "")).toBe("");
  });
});
