import { packageRoomHref, stayDetailsHref } from "@/lib/packages/links";
import { packageContextOf } from "@/lib/packages/schemas";

const search = { checkIn: "2027-03-10", checkOut: "2027-03-13", rooms: 1, adults: 2, children: 1, childAges: [8] };
const results = "/packages/results?from=LHR&to=lisbon&checkin=2027-03-10&checkout=2027-03-13&rooms=1&adults=2&children=1&ages=8&stars=5&sort=price&page=1";
const checkout =
  "/packages/checkout?from=LHR&to=lisbon&checkin=2027-03-10&checkout=2027-03-13&rooms=1&adults=2&children=1&ages=8&flight=off_1&property=42&room=7";

/** The stay page's parameters as its link from a package gives them. */
const pageParams = (back: string, flight = "off_1") => Object.fromEntries(new URL(stayDetailsHref(search, 42, { back, flight }), "http://x").searchParams);

describe("a stay's page opened from a package", () => {
  it("names the package of the results it came from: the flight and the search, no room chosen yet", () => {
    const pkg = packageContextOf(pageParams(results))!;
    expect(pkg).toEqual({
      choice: { flightOfferId: "off_1", destination: "lisbon", checkIn: "2027-03-10", checkOut: "2027-03-13", rooms: 1, adults: 2, children: 1 },
      origin: "LHR",
      childAges: [8],
    });
    // A room chosen there opens the package's checkout with the same flight and search, without the results' filters.
    const url = new URL(packageRoomHref(pkg, 42, 9), "http://x");
    expect(url.pathname).toBe("/packages/checkout");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: "LHR",
      to: "lisbon",
      checkin: "2027-03-10",
      checkout: "2027-03-13",
      rooms: "1",
      adults: "2",
      children: "1",
      ages: "8",
      flight: "off_1",
      property: "42",
      room: "9",
    });
  });

  it("knows the package's own room when it came from the checkout", () => {
    expect(packageContextOf(pageParams(checkout))?.current).toEqual({ propertyId: 42, roomTypeId: 7 });
  });

  it("is no package when the link is not one or was tampered with", () => {
    const good = pageParams(checkout);
    expect(packageContextOf({ ...good, flight: undefined })).toBeNull();
    expect(packageContextOf({ ...good, back: undefined })).toBeNull();
    for (const flight of ["../orders/ord_1", "off_1/x", "", "x".repeat(600)]) expect(packageContextOf({ ...good, flight })).toBeNull();
    for (const back of [
      "https://evil.test/packages/checkout?to=lisbon",
      checkout.replace("rooms=1", "rooms=9"),
      checkout.replace("adults=2", "adults=zwei"),
      checkout.replace("ages=8", "ages=8,9"),
      checkout.replace("to=lisbon", "to=Lis%20bon"),
      checkout.replace("checkin=2027-03-10", "checkin=tomorrow"),
    ]) {
      expect(packageContextOf({ ...good, back })).toBeNull();
    }
    expect(packageContextOf({ ...good, flight: ["off_1", "off_2"] })).toBeNull();
  });
});
