import { transferFormValues } from "@/lib/suppliers/transfers/form-values";
import type { TransferSearchInput } from "@/lib/suppliers/transfers/search-input";
import type { Airport } from "@/lib/suppliers/transfers/airports";

const input: TransferSearchInput = {
  direction: "to-airport",
  airport: "LHR",
  hotel: "the-savoy",
  date: "2027-03-01",
  time: "09:30",
  passengers: 3,
  luggage: 2,
  flight: "BA117",
  sort: "recommended",
  vehicles: [],
};
const airport: Airport = { code: "LHR", name: "Heathrow", city: "London", country: "GB", lat: 51.47, lng: -0.45, timeZone: "Europe/London" };

describe("transferFormValues", () => {
  it("fills the form with the places found, named as the type-ahead names them", () => {
    const query = { place: { kind: "hotel", slug: "the-savoy", name: "The Savoy", address: "Strand, London" } } as never;
    expect(transferFormValues({ kind: "ok", input, query, airport, all: [], shown: [] }, {})).toEqual({
      date: "2027-03-01",
      time: "09:30",
      passengers: 3,
      luggage: 2,
      flight: "BA117",
      direction: "to-airport",
      airport: { value: "LHR", label: "London (LHR)", detail: "Heathrow" },
      hotel: { value: "the-savoy", label: "The Savoy", detail: "Strand, London" },
      address: "",
    });
  });

  it("keeps what was typed when the search could not be read", () => {
    const raw = { direction: ["to-airport", "from-airport"], address: "10 Downing St" };
    expect(transferFormValues({ kind: "invalid", errors: [], input: null }, raw)).toEqual({
      direction: "to-airport",
      address: "10 Downing St",
      date: undefined,
      time: undefined,
      passengers: undefined,
      luggage: undefined,
      flight: undefined,
    });
    expect(transferFormValues({ kind: "unavailable", input: { ...input, direction: "from-airport", address: "Soho" } }, {})).toMatchObject({
      direction: "from-airport",
      address: "Soho",
      passengers: 3,
    });
  });
});
