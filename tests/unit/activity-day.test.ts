import { activityUnit } from "@/lib/booking/activity-pricing";
import { placeDay, placeDaysSpan, placeMidnight } from "@/lib/booking/place-day";
import { catalogueStartDay, catalogueTerms } from "@/lib/terms/catalogue";
import { catalogueStatement } from "@/lib/terms/of";
import { termsFor } from "@/lib/terms/terms-for";
import { localToInstant } from "@/lib/suppliers/wall-clock.mjs";

/**
 * An activity's day is its place's (lib/booking/place-day.ts): its slots listed and searched for a date, its price's
 * day, its booking's day and its free-cancellation deadline are counted in its destination's calendar. Auckland in
 * December is UTC+13, so a 09:30 tour there is still the day before in UTC; Honolulu is UTC−10, so a 20:00 one there
 * is already the next day in UTC.
 */
const DAY = "2030-12-15";
const at = (local: string, zone: string) => new Date(localToInstant(local, zone));
const auckland = { zone: "Pacific/Auckland", slot: at(`${DAY}T09:30`, "Pacific/Auckland") };
const honolulu = { zone: "Pacific/Honolulu", slot: at(`${DAY}T20:00`, "Pacific/Honolulu") };
const tour = { productCode: "ACT", cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 1 };
const ORG = "America/New_York";

describe("an activity's day is its place's", () => {
  it("the slots are on their local day, not their UTC one", () => {
    expect(auckland.slot.toISOString()).toBe("2030-12-14T20:30:00.000Z");
    expect(honolulu.slot.toISOString()).toBe("2030-12-16T06:00:00.000Z");
    expect(placeDay(auckland.slot, auckland.zone)).toBe(DAY);
    expect(placeDay(honolulu.slot, honolulu.zone)).toBe(DAY);
  });

  it("a date's slots are those from midnight to midnight at the place", () => {
    for (const { zone, slot } of [auckland, honolulu]) {
      const span = placeDaysSpan(DAY, DAY, zone);
      expect(span.gte.getTime()).toBeLessThanOrEqual(slot.getTime());
      expect(slot.getTime()).toBeLessThan(span.lt.getTime());
      expect(span.lt.getTime() - span.gte.getTime()).toBe(86_400_000);
    }
    expect(placeDaysSpan(DAY, DAY, auckland.zone)).toEqual({ gte: new Date("2030-12-14T11:00:00Z"), lt: new Date("2030-12-15T11:00:00Z") });
    expect(placeDaysSpan(DAY, "2030-12-16", honolulu.zone)).toEqual({ gte: new Date("2030-12-15T10:00:00Z"), lt: new Date("2030-12-17T10:00:00Z") });
    expect(placeMidnight(DAY, "UTC")).toEqual(new Date(`${DAY}T00:00:00Z`));
  });

  it("the price's one day is the slot's local day", () => {
    for (const { zone, slot } of [auckland, honolulu]) {
      const unit = activityUnit({ startsAt: slot, publicPriceMinor: 5_000, memberPriceMinor: 4_000 }, 2, {
        currency: "USD",
        taxRateBps: 1_000,
        feesMinor: 0,
        timeZone: zone,
      });
      expect(unit.nights).toEqual([{ date: DAY, publicRateMinor: 10_000, memberRateMinor: 8_000 }]);
    }
  });

  it("the booked item's start day and last free day are the place's (free through the 13th, a day before the day before)", () => {
    for (const { zone, slot } of [auckland, honolulu]) {
      const terms = catalogueTerms({ ...tour, timeZone: zone });
      expect(terms).toEqual({ policy: "FREE_CANCELLATION", freeCancelDays: 1, timeZone: zone });
      expect(catalogueStartDay({ kind: "ACTIVITY", terms, startsAt: slot })).toBe(DAY);
      const booked = termsFor({ kind: "ACTIVITY", terms, startsAt: slot }, new Date("2030-12-01T00:00:00Z"), ORG);
      expect(booked.until).toEqual({ day: "2030-12-13" });
      // The results, the details page and the checkout say the same before it is booked, from the slot or its day.
      const before = catalogueStatement({ ...tour, timeZone: zone }, slot.toISOString(), new Date("2030-12-01T00:00:00Z"), ORG);
      expect(before).toEqual(booked);
      expect(catalogueStatement({ ...tour, timeZone: zone }, DAY, new Date("2030-12-01T00:00:00Z"), ORG).until).toEqual({ day: "2030-12-13" });
    }
  });

  it("the free period ends at midnight at the place, not in the organisation's office", () => {
    const terms = catalogueTerms({ ...tour, timeZone: honolulu.zone });
    // 23:00 on the 13th in Honolulu is already the 14th in New York: still free there.
    const lateOnLastFreeDay = at("2030-12-13T23:00", honolulu.zone);
    expect(termsFor({ kind: "ACTIVITY", terms, startsAt: honolulu.slot }, lateOnLastFreeDay, ORG).now).toEqual({ kind: "all" });
    expect(termsFor({ kind: "ACTIVITY", terms, startsAt: honolulu.slot }, at("2030-12-14T00:30", honolulu.zone), ORG).now).toEqual({
      kind: "share",
      bps: 5_000,
    });
  });

  it("it can no longer be cancelled from the start of its local day", () => {
    const terms = catalogueTerms({ ...tour, timeZone: auckland.zone });
    // 00:30 on the 15th in Auckland is 11:30 on the 14th in UTC: the tour's day has begun there.
    const item = { kind: "ACTIVITY", terms, startsAt: auckland.slot };
    expect(termsFor(item, at(`${DAY}T00:30`, auckland.zone), ORG).cancellable).toBe(false);
    expect(termsFor(item, at("2030-12-14T23:30", auckland.zone), ORG).cancellable).toBe(true);
  });

  it("an activity booked before its terms named the zone keeps the UTC day it was read on; a stay's day is its check-in date", () => {
    const legacy = { policy: "FREE_CANCELLATION", freeCancelDays: 1 };
    expect(catalogueStartDay({ kind: "ACTIVITY", terms: legacy, startsAt: auckland.slot })).toBe("2030-12-14");
    const stay = { policy: "FREE_CANCELLATION", freeCancelDays: 1, timeZone: honolulu.zone };
    expect(catalogueStartDay({ kind: "STAY", terms: stay, startsAt: `${DAY}T00:00:00.000Z` })).toBe(DAY);
    expect(catalogueStatement({ ...tour, productCode: "HLT", timeZone: honolulu.zone }, DAY, new Date("2030-12-01T00:00:00Z"), ORG).until).toEqual({
      day: "2030-12-13",
    });
  });
});
