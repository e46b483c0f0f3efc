import { flightChangeRefusalSentence, flightChangeRule } from "@/lib/orders/changes/flight-change-rule";
import { declared } from "../support/after-booking";

const NOW = new Date("2027-03-01T10:00:00Z");
const flight = (conditions: Record<string, unknown> = { changeable: true, changePenaltyMinor: 7_500 }, over: Record<string, unknown> = {}) => ({
  id: 3,
  kind: "FLIGHT",
  productCode: "FLT",
  supplier: "duffel",
  supplierRef: "ord_1",
  status: "CONFIRMED",
  startsAt: new Date("2027-03-10T00:00:00Z"),
  details: { conditions, slices: [{ segments: [{ departsAt: "2027-03-10T08:10:00+01:00" }] }] },
  ...over,
});

describe("flightChangeRule: one rule for the trip page's button and the API's 409", () => {
  it("is open for a confirmed flight whose fare allows changes, with its fee (Light's, or Flex's nothing)", () => {
    expect(flightChangeRule({ status: "CONFIRMED", items: [flight()] }, NOW, declared)).toEqual({ open: true, itemId: 3, feeMinor: 7_500, refusal: null });
    expect(flightChangeRule({ status: "CONFIRMED", items: [flight({ changeable: true, changePenaltyMinor: 0 })] }, NOW, declared).feeMinor).toBe(0);
  });

  it("refuses a fare that does not allow changes, in one sentence", () => {
    const rule = flightChangeRule({ status: "CONFIRMED", items: [flight({ changeable: false, changePenaltyMinor: null })] }, NOW, declared);
    expect(rule).toMatchObject({ open: false, refusal: { reason: "NOT_CHANGEABLE" } });
    expect(flightChangeRefusalSentence(rule.refusal!)).toBe("This fare does not allow changes: the flight cannot be changed.");
  });

  it("closes when the first flight departs (its instant, with its airport's offset)", () => {
    expect(flightChangeRule({ status: "CONFIRMED", items: [flight()] }, new Date("2027-03-10T07:09:00Z"), declared).open).toBe(true);
    expect(flightChangeRule({ status: "CONFIRMED", items: [flight()] }, new Date("2027-03-10T07:10:00Z"), declared).refusal).toEqual({ reason: "DEPARTED" });
  });

  it("refuses an order not confirmed, or without one flight booked through the airline", () => {
    expect(flightChangeRule({ status: "CANCELLED", items: [flight()] }, NOW, declared).refusal).toEqual({ reason: "NOT_CONFIRMED" });
    expect(flightChangeRule({ status: "CONFIRMED", items: [] }, NOW, declared).refusal).toEqual({ reason: "NOT_A_FLIGHT" });
    expect(flightChangeRule({ status: "CONFIRMED", items: [flight(undefined, { supplier: "catalogue", kind: "STAY" })] }, NOW, declared).refusal).toEqual({
      reason: "NOT_A_FLIGHT",
    });
    // Only a supplier that declares flight changes after booking (lib/suppliers/seam.ts AfterBooking) is asked for one.
    expect(flightChangeRule({ status: "CONFIRMED", items: [flight(undefined, { supplier: "other" })] }, NOW, declared).refusal).toEqual({
      reason: "NOT_A_FLIGHT",
    });
  });
});
