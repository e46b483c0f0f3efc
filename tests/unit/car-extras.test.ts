import { carExtraMinor, priceCarExtras, bookedCarExtrasOf, EXTRA_MAX, EXTRA_NOT_OFFERED, EXTRA_TWICE, type CarExtraOffer } from "@/lib/suppliers/cars/extras";
import { availableRates, desksNear } from "@/scripts/stand-ins/data/cars.mjs";
import { extrasOf, priceChosenExtras } from "@/scripts/stand-ins/data/car-extras.mjs";
import { CAR_DESKS } from "@/scripts/stand-ins/data/car-locations.mjs";
import { DESTINATIONS } from "@/prisma/seed/destinations";
import { fieldMessage } from "@/lib/orders/field-messages";
import { parseCarView, carResultsHref } from "@/lib/suppliers/cars/search-input";
import { searchParams } from "@/lib/suppliers/cars/duffel-mapping";
import type { CarPlace, CarQuery } from "@/lib/suppliers/cars/types";
import { carExtrasLines } from "@/lib/orders/car-extras-words";
import type { TripT } from "@/lib/orders/trip-words";
import { sharedTranslator } from "@/lib/locale/translations";
import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";

const childSeat: CarExtraOffer = { code: "child_seat", name: "Child seat", perDayMinor: 1200, capMinor: 8400, maxQuantity: 3 };
const fullCover: CarExtraOffer = { code: "full_cover", name: "Full cover", perDayMinor: 2400, capMinor: 21600, maxQuantity: 1 };
const uncapped: CarExtraOffer = { code: "gps", name: "Satnav", perDayMinor: 900, capMinor: null, maxQuantity: 1 };

describe("issue 53 §3: an extra costs its price a day × the rental days, at most its cap per rental, per unit", () => {
  test("under the cap: per day × days × quantity", () => {
    expect(carExtraMinor(childSeat, 3, 1)).toBe(3600);
    expect(carExtraMinor(childSeat, 3, 2)).toBe(7200);
  });

  test("over the cap: the cap, for each unit", () => {
    expect(carExtraMinor(childSeat, 7, 1)).toBe(8400);
    expect(carExtraMinor(childSeat, 10, 2)).toBe(16800);
    expect(carExtraMinor(fullCover, 14, 1)).toBe(21600);
  });

  test("exactly at the cap, and an extra without a cap", () => {
    expect(carExtraMinor(childSeat, 7, 1)).toBe(7 * 1200);
    expect(carExtraMinor(uncapped, 30, 1)).toBe(27000);
  });
});

describe("what a traveller chose, priced from the offer — never from the browser", () => {
  const offered = [childSeat, fullCover];

  test("a child seat and full cover for 3 days: each line and the total, as the supplier's services", () => {
    const answer = priceCarExtras(offered, 3, "USD", [
      { id: "child_seat", quantity: 2 },
      { id: "full_cover", quantity: 1 },
    ]);
    expect(answer).toEqual({
      ok: true,
      priced: {
        currency: "USD",
        totalMinor: 7200 + 7200,
        services: [
          { id: "child_seat", quantity: 2, amountMinor: 7200 },
          { id: "full_cover", quantity: 1, amountMinor: 7200 },
        ],
        booked: {
          rental: [
            expect.objectContaining({ code: "child_seat", quantity: 2, amountMinor: 7200, currency: "USD" }),
            expect.objectContaining({ code: "full_cover" }),
          ],
        },
      },
    });
    if (answer.ok) expect(bookedCarExtrasOf({ extras: answer.priced.booked })).toHaveLength(2);
  });

  test("an unknown code, a code twice and a quantity over the maximum are refused, each on its field", () => {
    const answer = priceCarExtras(offered, 3, "USD", [
      { id: "jetpack", quantity: 1 },
      { id: "child_seat", quantity: 4 },
      { id: "full_cover", quantity: 1 },
      { id: "full_cover", quantity: 1 },
    ]);
    expect(answer).toEqual({
      ok: false,
      problems: [
        { path: "services.0.id", message: EXTRA_NOT_OFFERED },
        { path: "services.1.quantity", message: EXTRA_MAX(3) },
        { path: "services.3.id", message: EXTRA_TWICE },
      ],
    });
  });

  test("an order item without extras has none", () => {
    expect(bookedCarExtrasOf({ extras: { seats: [], bags: [] } })).toEqual([]);
    expect(bookedCarExtrasOf(null)).toEqual([]);
  });

  test("the refusals are said again in the page's language", () => {
    expect(fieldMessage((key, values) => `${key}:${JSON.stringify(values)}`, EXTRA_MAX(2))).toBe('extraMax:{"max":"2"}');
    expect(fieldMessage((key) => key, EXTRA_NOT_OFFERED)).toBe("extraNotOffered");
  });
});

describe("the sandbox rental company prices extras by the same rule, and has desks where the catalogue's cities are", () => {
  const paris = { latitude: 48.8566, longitude: 2.3522 };
  const search = {
    pickup: paris,
    dropoff: paris,
    pickupDate: "2030-05-02",
    pickupTime: "10:00",
    dropoffDate: "2030-05-05",
    dropoffTime: "10:00",
    driverAge: 35,
  };

  test("its extras for a 3-day rental cost what the site's rule says", () => {
    const [rate] = availableRates({ ...search, radiusKm: 50 });
    const offered = rate!.extras.map((e) => ({ code: e.code, name: e.name, perDayMinor: e.dailyMinor, capMinor: e.capMinor, maxQuantity: e.maxQuantity }));
    const chosen = [
      { code: "child_seat", quantity: 1 },
      { code: "full_cover", quantity: 1 },
    ];
    const theirs = priceChosenExtras(rate!.extras, 3, chosen);
    const ours = priceCarExtras(
      offered,
      3,
      "USD",
      chosen.map((c) => ({ id: c.code, quantity: c.quantity })),
    );
    if (theirs.error !== undefined || !ours.ok) throw new Error("expected both to price the extras");
    expect(ours.priced.totalMinor).toBe(theirs.totalMinor);
    expect(ours.priced.totalMinor).toBe(
      Math.min(3 * rate!.extras[0]!.dailyMinor, rate!.extras[0]!.capMinor) + Math.min(3 * rate!.extras[3]!.dailyMinor, rate!.extras[3]!.capMinor),
    );
    expect(priceChosenExtras(rate!.extras, 3, [{ code: "child_seat", quantity: 9 }])).toMatchObject({ index: 0, field: "quantity" });
    expect(extrasOf({ code: "X", name: "X", factor: 1, mileageKmPerDay: null, access: "in_terminal" }).map((e) => e.code)).toEqual([
      "child_seat",
      "booster_seat",
      "additional_driver",
      "full_cover",
    ]);
  });

  test("a Paris search finds its airports, stations and a town office — not Le Bourget", () => {
    const names = desksNear(paris, 50).map((d) => `${d.kind} ${d.name}`);
    expect(names).toEqual(
      expect.arrayContaining(["airport Paris Charles de Gaulle Airport", "airport Paris Orly Airport", "rail_station Paris Gare de Lyon", "city Paris Opéra"]),
    );
    expect(names.join()).not.toMatch(/Bourget/);
    const kinds = new Set(availableRates({ ...search, radiusKm: 50 }).map((r) => r.desk.kind));
    expect([...kinds].sort()).toEqual(["airport", "city", "rail_station"]);
  });

  test("an airport search finds that airport's desk only", () => {
    const cdg = { latitude: 49.0097, longitude: 2.5479 };
    expect(new Set(availableRates({ ...search, pickup: cdg, dropoff: cdg, radiusKm: 10 }).map((r) => r.desk.name))).toEqual(
      new Set(["Paris Charles de Gaulle Airport"]),
    );
  });

  test("every city the catalogue names has a desk within a city search's radius, each with an address", () => {
    for (const d of DESTINATIONS) expect({ slug: d.slug, desks: desksNear(d, 50).length > 0 }).toEqual({ slug: d.slug, desks: true });
    for (const d of CAR_DESKS) {
      expect(d.address.length).toBeGreaterThan(3);
      expect(["airport", "rail_station", "city"]).toContain(d.kind);
    }
  });
});

describe("the location filter and the search radius", () => {
  const place = (kind: "airport" | "city"): CarPlace => ({
    ref: kind === "airport" ? "airport:CDG" : "city:paris",
    kind,
    name: "Paris",
    code: null,
    city: "Paris",
    country: "France",
    latitude: 48.85,
    longitude: 2.35,
    timeZone: "Europe/Paris",
  });
  const q = (kind: "airport" | "city"): CarQuery => ({
    pickup: place(kind),
    dropoff: place(kind),
    pickupDate: "2030-05-02",
    pickupTime: "10:00",
    dropoffDate: "2030-05-05",
    dropoffTime: "10:00",
    ageRange: "31-40",
    residence: "FR",
  });

  test("a city is searched 50 km around, an airport 10 km", () => {
    expect(searchParams(q("city")).pickup_location.radius).toBe(50);
    expect(searchParams(q("airport")).pickup_location.radius).toBe(10);
  });

  test("the view keeps a known location kind, drops any other, and the link carries it", () => {
    expect(parseCarView({ location: "rail_station" }).location).toBe("rail_station");
    expect(parseCarView({ location: "moon" }).location).toBeNull();
    expect(carResultsHref(q("city"), { ...parseCarView({}), location: "airport" })).toContain("location=airport");
  });
});

describe("the lines that name a car's extras on the confirmation, trip page, e-mail and calendar", () => {
  const details = {
    extras: {
      rental: [
        { code: "child_seat", name: "Child seat", quantity: 2, perDayMinor: 1200, capMinor: 8400, amountMinor: 7200, currency: "USD" },
        { code: "gps", name: "Satnav", quantity: 1, perDayMinor: 900, capMinor: null, amountMinor: 2700, currency: "USD" },
      ],
    },
  };
  const tripT = (locale: "en-US" | "ar-SA", messages: Record<string, unknown>) =>
    sharedTranslator({ locale, messages, timeZone: "UTC", namespace: "Trip" }) as unknown as TripT;

  test("in English: the name, how many and what they cost; an extra the catalogue does not know by the company's name", () => {
    expect(carExtrasLines(tripT("en-US", en), "en-US", details)).toEqual(["Child seat × 2: $72.00", "Satnav × 1: $27.00"]);
  });

  test("in Arabic: Arabic words and figures, the currency's symbol kept whole right to left", () => {
    const [line] = carExtrasLines(tripT("ar-SA", ar), "ar-SA", details);
    expect(line).toContain("مقعد أطفال × ٢");
    expect(line).toContain("٧٢٫٠٠");
    expect(line).toContain("\u2066US$\u2069");
    expect(line).not.toMatch(/\d/);
  });
});
