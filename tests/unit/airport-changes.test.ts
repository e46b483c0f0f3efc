import { airportChanges, routeTitle } from "@/lib/suppliers/flights/airport-changes";

const airport = (iata: string, city: string) => ({ iata, city, name: `${city} ${iata}`, timeZone: "UTC" });
const LGA = airport("LGA", "New York");
const JFK = airport("JFK", "New York");
const LHR = airport("LHR", "London");
const LGW = airport("LGW", "London");
const leg = (origin: ReturnType<typeof airport>, destination: ReturnType<typeof airport>) => ({ origin, destination });

/** Issue #51: "flights warning when a return leaves from another airport (out LGA, back JFK)", and a title that says so. */
describe("a return trip that does not come back the way it went", () => {
  it("out of LGA and back to JFK: 'Returns to JFK, not LGA'", () => {
    expect(airportChanges([leg(LGA, LHR), leg(LHR, JFK)])).toEqual([{ kind: "returnsTo", actual: JFK, expected: LGA }]);
  });
  it("landing at LHR and flying home from LGW: the return leaves from another airport", () => {
    expect(airportChanges([leg(LGA, LHR), leg(LGW, LGA)])).toEqual([{ kind: "returnLeavesFrom", actual: LGW, expected: LHR }]);
  });
  it("both ends changed: both said", () => {
    expect(airportChanges([leg(LGA, LHR), leg(LGW, JFK)]).map((c) => c.kind)).toEqual(["returnLeavesFrom", "returnsTo"]);
  });
  it("the same airports both ways, and one-way trips, need no warning", () => {
    expect(airportChanges([leg(LGA, LHR), leg(LHR, LGA)])).toEqual([]);
    expect(airportChanges([leg(LGA, LHR)])).toEqual([]);
  });

  it("titles a return to the same airports with ⇄, and one that comes back elsewhere slice by slice", () => {
    expect(routeTitle([leg(LGA, LHR), leg(LHR, LGA)])).toBe("New York (LGA) ⇄ London (LHR)");
    expect(routeTitle([leg(LGA, LHR), leg(LHR, JFK)])).toBe("New York (LGA) → London (LHR), London (LHR) → New York (JFK)");
    expect(routeTitle([leg(LGA, LHR)])).toBe("New York (LGA) → London (LHR)");
  });
});
