import { call, setCookies } from "./http";
import { createUser, TEST_PASSWORD, uniqueEmail } from "./factories";
import { createStayProperty, isoDay } from "./catalogue-factory";
import { adult, dateWithDay } from "./flights";

/**
 * An agent's itinerary over HTTP, for the suites that build one (tests/api/itineraries.test.ts, itinerary-trip.test.ts):
 * a signed-in agent, a client of theirs, and a flight London → Paris (Duffel stand-in), a catalogue stay in Paris and a
 * car at Paris CDG (Duffel cars stand-in), each added to the client's draft itinerary at 10 % markup.
 */

export async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

export async function newClient(cookies: Record<string, string>) {
  const res = await call("/api/agent/clients", { cookies, body: { title: 3, firstName: "Clara", lastName: "Client", email: uniqueEmail("client") } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { id: number; email: string };
}

export const driver = (day: string) => [
  {
    title: "MS",
    firstName: "Clara",
    lastName: "Client",
    dateOfBirth: "1988-04-12",
    phone: "+44 20 7946 0000",
    email: "clara@example.com",
    flightNumber: "",
    ageRange: "31-40",
    pickupDate: day,
  },
];

export type ItineraryItem = { id: number; kind: string; priceMinor: number; title: string };
export type Itinerary = {
  id: number;
  itinerary: boolean;
  items: ItineraryItem[];
  baseMinor: number;
  markupMinor: number;
  totalMinor: number;
  currency: string;
};

/**
 * The flight leaves on `days` from today (a day that triggers nothing in the stand-ins); the stay starts `stayAfter`
 * days later (its own dates, not the trip's) and ends with the car's drop-off three days after the flight; the car
 * carries `carServices` (its extras, as the car checkout sends them).
 */
export async function threeKinds(
  cookies: Record<string, string>,
  clientId: number,
  email: string,
  { days = 40, stayAfter = 0, carServices = [] as { id: string; quantity: number }[] } = {},
) {
  const day = dateWithDay(0, days);
  const offset = Math.round((Date.parse(day) - Date.parse(isoDay(0))) / 86_400_000);
  const flights = await (await call(`/api/flights/search?${new URLSearchParams({ from: "LHR", to: "CDG", depart: day, adults: "1" })}`, { cookies })).json();
  const flight = flights.data.results.items[0] as { id: string };
  const carQuery = `pickup=airport:CDG&pickupDate=${day}&pickupTime=10:00&dropoffDate=${isoDay(offset + 3)}&dropoffTime=10:00&age=31-40&residence=GB`;
  const car = (await (await call(`/api/cars/search?${carQuery}`, { cookies })).json()).data.results[0] as { id: string };
  const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000, available: 2 }] });
  const contact = { firstName: "Clara", lastName: "Client", email, phone: "+442079460000" };
  const add = (item: Record<string, unknown>) =>
    call("/api/agent/itineraries/items", { cookies, body: { clientId, markupPercent: 10, validDays: 3, contact, item } });
  const checkIn = isoDay(offset + stayAfter);
  const answers = [
    await add({ type: "supplier", product: "flight", offerId: flight.id, travellers: [adult({ firstName: "Clara", lastName: "Client" })] }),
    // The client travels with a four-year-old (issue 53: an agent's stay asks each child's age too).
    await add({ type: "stay", propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut: isoDay(offset + 3), guests: 2, childAges: [4] }),
    await add({ type: "supplier", product: "cars", offerId: car.id, travellers: driver(day), services: carServices }),
  ];
  for (const a of answers) expect(a.status).toBe(200);
  const itinerary = (await answers[2]!.json()).data as Itinerary;
  return { itinerary, property, room: rooms[0]!, day, checkIn, lastDay: isoDay(offset + 3), add, carId: car.id, contact };
}
