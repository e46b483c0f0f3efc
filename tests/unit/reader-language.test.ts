import { formatCalendarDays } from "@/lib/locale/format";
import { itemTitle, orderTitle } from "@/lib/orders/item-title";
import type { NameGroup } from "@/lib/locale/catalogue-name";
import { airportNameIn } from "@/lib/suppliers/airport-names";
import ar from "@/messages/ar-SA.json";

/**
 * What the agent's pages and a flight's legs write in the reader's language (issue #51): days by the language's date
 * formatter, the catalogue's room names, and airports by their city's name in that language where the airports
 * dataset has one.
 */
const rooms = Object.assign((key: string) => (ar.Rooms as Record<string, string>)[key]!, {
  has: (key: string) => key in ar.Rooms,
}) as unknown as NameGroup;

describe("days in the reader's language", () => {
  it("one day once, a run of days as a range; Arabic-Indic digits in Arabic", () => {
    expect(formatCalendarDays("2026-12-14", "2026-12-14", "en-US")).toBe("Dec 14, 2026");
    expect(formatCalendarDays("2026-12-14", "2026-12-16", "en-US")).toBe("Dec 14, 2026 – Dec 16, 2026");
    const arabic = formatCalendarDays("2026-12-14", "2026-12-16", "ar-SA");
    expect(arabic).toMatch(/١٤/);
    expect(arabic).toMatch(/١٦/);
    expect(arabic).not.toMatch(/[0-9]/);
  });
});

describe("an itinerary stay's title", () => {
  it("is the property's own name and the room in the reader's language", () => {
    const item = { title: "Harbour View · Deluxe King Room", catalogue: { property: "Harbour View", room: "Deluxe King Room" } };
    expect(itemTitle(item, rooms, "، ")).toBe("Harbour View، غرفة ديلوكس بسرير كينغ");
    expect(itemTitle({ ...item, catalogue: null }, rooms, "، ")).toBe(item.title);
  });
});

describe("a flight's title", () => {
  const lhr = { iata: "LHR", name: "Heathrow", city: "London", timeZone: "Europe/London" };
  const jfk = { iata: "JFK", name: "John F. Kennedy", city: "New York", timeZone: "America/New_York" };
  const flight = {
    kind: "FLIGHT",
    title: "London (LHR) ⇄ New York (JFK)",
    catalogue: null,
    details: {
      slices: [
        { origin: lhr, destination: jfk },
        { origin: jfk, destination: lhr },
      ],
    },
  };
  it("names its airports' cities in the reader's language, the route's shape kept", () => {
    expect(itemTitle(flight, rooms, "، ", "ar-SA")).toBe("لندن (LHR) ⇄ نيويورك (JFK)");
    expect(itemTitle(flight, rooms, " · ", "en-US")).toBe(flight.title);
    // Without a language (a caller that has none) the stored title.
    expect(itemTitle({ ...flight, title: "stored" }, rooms, " · ")).toBe("stored");
  });
  it("an order's title: its property's name, else its items' titles in the reader's language", () => {
    expect(orderTitle({ propertyName: null, items: [flight] }, rooms, "، ", "es-ES")).toBe("Londres (LHR) ⇄ Nueva York (JFK)");
    expect(orderTitle({ propertyName: "Harbour View", items: [flight] }, rooms, "، ", "ar-SA")).toBe("Harbour View");
  });
});

describe("an airport on a flight's legs", () => {
  const lhr = { iata: "LHR", name: "Heathrow", city: "London" };
  it("is its own name in the reader's language where the catalogue has one (lib/places/airport-names.ts)", () => {
    expect(airportNameIn(lhr, "ar-SA")).toBe("مطار لندن هيثرو");
  });
  it("is its city in the reader's language with its code where only the city is named", () => {
    expect(airportNameIn(lhr, "es-ES")).toBe("Londres (LHR)");
  });
  it("keeps the supplier's name where the language has no other", () => {
    expect(airportNameIn(lhr, "en-US")).toBe("Heathrow");
    expect(airportNameIn({ iata: "XYZ", name: "Nowhere Field", city: "Nowhereville" }, "ar-SA")).toBe("Nowhere Field");
  });
});
