import { randomUUID } from "node:crypto";
import { createUser, createProperty, testDb } from "../../support/factories";
import { createStayProperty, isoDay } from "../../support/catalogue-factory";
import type { Example } from "./boundary-probes";

/** The rows the examples name, so that each request is valid but for the one field a probe changes. */
export type ExampleFixtures = {
  member: { id: number; email: string };
  travelerId: number;
  clientId: number;
  stay: { propertyId: number; roomTypeId: number };
  activity: { propertyId: number; slotId: number };
};

/** Made before the fuzzer's first snapshot of the database: a traveller of the member, a client of the agent, a hotel, an activity. */
export async function createExampleFixtures(member: { id: number; email: string }, agent: { id: number }): Promise<ExampleFixtures> {
  const db = testDb();
  const traveler = await db.traveler.create({ data: { userId: member.id, title: 1, firstName: "Fuzz", lastName: "Companion" } });
  const client = await createUser({ firstName: "Fuzz", lastName: "Client" });
  await db.user.update({ where: { id: client.id }, data: { agentId: agent.id } });
  const { property, rooms } = await createStayProperty();
  const act = await createProperty({ productCode: "ACT", slots: [{ day: 10, publicPriceMinor: 4_000, memberPriceMinor: 3_500 }] });
  return {
    member,
    travelerId: traveler.id,
    clientId: client.id,
    stay: { propertyId: property.id, roomTypeId: rooms[0]!.id },
    activity: { propertyId: act.property.id, slotId: act.slots[0]!.id },
  };
}
const TRAVELER = { title: 2, firstName: "Fuzz", lastName: "Probe", email: "fuzz-probe@example.test" };
const WALLET_FIELDS = ["certificateId", "orgCertificateId", "discountCardId", "cashCardId"];

/**
 * A valid request for every route and page that reads a whole number. Sign-in uses an address nobody has, so no probe
 * can sign anyone in; the other writes would succeed as they stand, so a boundary value the server wrongly accepted
 * shows up as a changed database as well as a 5xx.
 */
export function numericExamples(f: ExampleFixtures): Example[] {
  const [checkin, checkout] = [isoDay(10), isoDay(12)];
  const stay = { propertyId: f.stay.propertyId, roomTypeId: f.stay.roomTypeId, checkIn: checkin, checkOut: checkout, guests: 1, rooms: 1 };
  const payment = { traveler: TRAVELER, nationality: 1, extraAmount: 0, isPackage: true, idempotencyKey: randomUUID() };
  const slot = { propertyId: f.activity.propertyId, slotId: f.activity.slotId, guests: 1 };
  const contact = { title: 2, firstName: "Fuzz", lastName: "Probe", email: "fuzz-probe@example.test" };
  const order = {
    product: "cruises",
    offerId: "fuzz-offer",
    expectedTotalMinor: 100_000,
    expectedCurrency: "USD",
    travellers: [],
    contact,
    nationality: 1,
    idempotencyKey: randomUUID(),
  };
  const pkg = { from: "LHR", to: "lisbon", checkin, checkout, rooms: "1", adults: "2", children: "0" };
  const pkgSwap = { part: "flight", flight: "fuzz-offer", to: "lisbon", checkin, checkout, rooms: "1", adults: "2", children: "0", from: "LHR" };
  const packageOrder = {
    flightOfferId: "fuzz-offer",
    destination: "lisbon",
    propertyId: f.stay.propertyId,
    roomTypeId: f.stay.roomTypeId,
    checkIn: checkin,
    checkOut: checkout,
    rooms: 1,
    adults: 2,
    children: 0,
    expectedTotalMinor: 100_000,
    expectedCurrency: "USD",
    travellers: [],
    contact,
    nationality: 1,
    idempotencyKey: randomUUID(),
  };
  const jsonSign = { usr_type: 2, email_id: "nobody-fuzz@example.test", password: "Wrong!2026a", isPasswordAttempt: 1, promotions: { isPromotionVisited: 0 } };
  const jsonRegister = {
    email_id: "fuzz-signup@example.test",
    password: "Trip!2026a",
    title: 2,
    nationality: 1,
    userdetails: { first_name: "Fuzz", last_name: "Probe" },
  };
  const person = { title: 2, firstName: "Fuzz", lastName: "Probe" };
  // A Caribbean sailing (the sandbox cruise line sails there every month) half a year ahead.
  const ahead = new Date(Date.now() + 180 * 86_400_000);
  const cruiseSailing = `CAR-${ahead.getUTCFullYear()}${String(ahead.getUTCMonth() + 1).padStart(2, "0")}-01`;
  const search = { destination: "Testport", checkin, checkout, guests: "2", rooms: "1", page: "1", perPage: "10", minPrice: "0", maxPrice: "100000" };
  const near = { latitude: "25.77", longitude: "-80.19", radius: "25", checkin, checkout, guests: "2", rooms: "1" };
  // The wallet's fields exclude one another (one certificate, no certificate with a discount card): one example each.
  const walletOnly = (route: string, body: Record<string, unknown>): Example[] =>
    WALLET_FIELDS.map((field) => ({ method: "POST", route, session: "member", body: { ...body, wallet: { [field]: 1 } }, only: [`body.wallet.${field}`] }));
  const id = (value: number) => ({ id: String(value) });

  return [
    { method: "POST", route: "/api/signUp", session: "guest", body: { jsonRegister } },
    { method: "POST", route: "/api/signUp/validateAccessCode", session: "guest", body: { jsonRegister: { ...jsonRegister, accesscode: "FUZZCODE" } } },
    { method: "POST", route: "/api/signIn", session: "guest", body: { jsonSign } },
    { method: "POST", route: "/api/auth/signIn", session: "guest", body: { jsonSingIn: jsonSign } },
    { method: "POST", route: "/api/booking/book", session: "member", body: { ...stay, ...payment } },
    ...walletOnly("/api/booking/book", { ...stay, ...payment }),
    { method: "POST", route: "/api/booking/book-activity", session: "member", body: { ...slot, ...payment } },
    ...walletOnly("/api/booking/book-activity", { ...slot, ...payment }),
    { method: "POST", route: "/api/orders", session: "member", body: order },
    ...walletOnly("/api/orders", order),
    { method: "POST", route: "/api/packages/book", session: "member", body: packageOrder },
    ...walletOnly("/api/packages/book", packageOrder),
    { method: "GET", route: "/api/packages/search", session: "guest", query: { ...pkg, page: "1", stars: "4,5", minPrice: "0", maxPrice: "5000" } },
    {
      method: "GET",
      route: "/api/packages/swap",
      session: "guest",
      query: { ...pkgSwap, property: String(f.stay.propertyId), room: String(f.stay.roomTypeId) },
    },
    { method: "POST", route: "/api/profile/update", session: "member", body: { ...person, nationalityId: 1, countryId: 235 } },
    {
      method: "POST",
      route: "/api/search/wallet-credit",
      session: "member",
      body: { asks: [{ key: "fuzz", product: "HLT", totalMinor: 10_000, currency: "USD", displayCurrency: "USD" }] },
    },
    { method: "POST", route: "/api/booking/checkout-details", session: "member", body: { product: "HLT", totalMinor: 10_000, currency: "USD" } },
    // The new price the traveller was shown, on a booking nobody has (the member's) or a token nobody holds (the guest's).
    {
      method: "POST",
      route: "/api/booking/change-dates",
      session: "member",
      body: { reference: "TS-FUZZ0001", checkIn: checkin, checkOut: checkout, totalMinor: 10_000 },
    },
    {
      method: "POST",
      route: "/api/booking/manage/change-dates",
      session: "guest",
      body: { token: "fuzz-manage-token", checkIn: checkin, checkOut: checkout, totalMinor: 10_000 },
    },
    {
      method: "POST",
      route: "/api/booking/add-bags",
      session: "member",
      body: { reference: "TS-FUZZ0001", services: [{ id: "ase_fuzz0001", quantity: 1 }], totalMinor: 3_500 },
    },
    {
      method: "POST",
      route: "/api/booking/manage/add-bags",
      session: "guest",
      body: { token: "fuzz-manage-token", services: [{ id: "ase_fuzz0001", quantity: 1 }], totalMinor: 3_500 },
    },
    {
      method: "POST",
      route: "/api/booking/change-flight",
      session: "member",
      body: { reference: "TS-FUZZ0001", sliceIndex: 0, departureDate: checkin, totalMinor: 7_500 },
    },
    {
      method: "POST",
      route: "/api/booking/manage/change-flight",
      session: "guest",
      body: { token: "fuzz-manage-token", sliceIndex: 0, departureDate: checkin, totalMinor: 7_500 },
    },
    { method: "POST", route: "/api/profile/travelers", session: "member", body: { ...person, nationalityId: 1 } },
    { method: "PUT", route: "/api/profile/travelers/[id]", session: "member", params: id(f.travelerId), body: { ...person, nationalityId: 1 } },
    { method: "DELETE", route: "/api/profile/travelers/[id]", session: "member", params: id(f.travelerId) },
    { method: "POST", route: "/api/iqps/user-fqs", session: "member", body: { userId: f.member.id, action: "fuzz.probe" } },
    { method: "POST", route: "/api/savings/getMember", session: "member", body: { email: f.member.email, userId: f.member.id, memberid: "FUZZ1" } },
    { method: "POST", route: "/api/savings/setMember", session: "member", body: { email: f.member.email, userId: f.member.id, memberid: "FUZZ1" } },
    { method: "POST", route: "/api/referral/click", session: "guest", body: { referral_code: "FUZZCODE", campaign: 1 } },
    { method: "GET", route: "/api/referral/getReferralList", session: "member", query: { program: "1", per_page: "5", page: "1" } },
    { method: "GET", route: "/api/referral/getActionsList", session: "member", query: { member: String(f.member.id) } },
    { method: "POST", route: "/api/agent/clients", session: "agent", body: { ...person, email: "fuzz-client@example.test" } },
    {
      method: "POST",
      route: "/api/agent/quotes",
      session: "agent",
      body: {
        clientId: f.clientId,
        propertyId: f.stay.propertyId,
        roomTypeId: f.stay.roomTypeId,
        checkIn: checkin,
        checkOut: checkout,
        guests: 1,
        markupPercent: 10,
        validDays: 3,
      },
    },
    {
      method: "POST",
      route: "/api/agent/quotes/supplier",
      session: "agent",
      body: { clientId: f.clientId, product: "cruises", offerId: "fuzz-offer", travellers: [], contact, markupPercent: 10, validDays: 3 },
    },
    // An itinerary's item of each type: a catalogue stay (into a named itinerary), a supplier's offer, an activity.
    ...[
      { quoteId: 1, item: { type: "stay", propertyId: f.stay.propertyId, roomTypeId: f.stay.roomTypeId, checkIn: checkin, checkOut: checkout, guests: 1 } },
      { item: { type: "supplier", product: "cruises", offerId: "fuzz-offer", travellers: [] } },
      { item: { type: "activity", propertyId: f.activity.propertyId, slotId: f.activity.slotId, guests: 2 } },
    ].map((part) => ({
      method: "POST" as const,
      route: "/api/agent/itineraries/items",
      session: "agent" as const,
      body: { clientId: f.clientId, markupPercent: 10, validDays: 3, contact, ...part },
    })),
    { method: "DELETE", route: "/api/agent/itineraries/[id]/items/[itemId]", session: "agent", params: { id: "1", itemId: "1" } },
    { method: "POST", route: "/api/agent/impersonate", session: "agent", body: { clientId: f.clientId } },
    { method: "GET", route: "/api/agent/bookings", session: "agent", query: { clientId: String(f.clientId) } },
    {
      method: "GET",
      route: "/api/agent/catalogue",
      session: "agent",
      query: { q: "", checkIn: isoDay(10), checkOut: isoDay(12), guests: "2", clientId: String(f.clientId) },
    },
    {
      method: "GET",
      route: "/api/agent/activities",
      session: "agent",
      query: { q: "", day: isoDay(10), guests: "2", clientId: String(f.clientId) },
    },
    { method: "GET", route: "/api/agent/clients/[id]/bookings", session: "agent", params: id(f.clientId) },
    { method: "POST", route: "/api/agent/quotes/[id]/book", session: "agent", params: id(1), body: { idempotencyKey: randomUUID() } },
    { method: "POST", route: "/api/agent/quotes/[id]/send", session: "agent", params: id(1), body: {} },
    { method: "GET", route: "/api/search", session: "guest", query: search },
    { method: "GET", route: "/api/search", session: "guest", query: near, only: ["query.latitude", "query.longitude", "query.radius"] },
    // Pages read ids and counts from their query strings too.
    { method: "GET", route: "/search-detail", session: "guest", query: search },
    { method: "GET", route: "/hotel-details", session: "guest", query: { id: String(f.stay.propertyId), checkin, checkout, guests: "2", rooms: "1" } },
    {
      method: "GET",
      route: "/hotel-checkout",
      session: "member",
      query: { property: String(f.stay.propertyId), room: String(f.stay.roomTypeId), checkin, checkout, guests: "1", rooms: "1" },
    },
    {
      method: "GET",
      route: "/hotel-checkout",
      session: "member",
      query: { property: String(f.activity.propertyId), slot: String(f.activity.slotId), guests: "1" },
    },
    { method: "GET", route: "/api/cruises/search", session: "guest", query: { region: "CAR", guests: "2", page: "1" } },
    { method: "GET", route: "/api/cruises/sailings/[id]", session: "guest", params: { id: cruiseSailing }, query: { guests: "2" } },
    { method: "GET", route: "/cruises/results", session: "guest", query: { region: "CAR", guests: "2", page: "1" } },
    { method: "GET", route: "/cruises/[sailingId]", session: "guest", params: { sailingId: cruiseSailing }, query: { guests: "2" } },
    { method: "GET", route: "/packages/results", session: "guest", query: { ...pkg, page: "1", stars: "4,5", minPrice: "0", maxPrice: "5000" } },
    {
      method: "GET",
      route: "/packages/checkout",
      session: "member",
      query: { ...pkg, flight: "fuzz-offer", property: String(f.stay.propertyId), room: String(f.stay.roomTypeId) },
    },
    { method: "GET", route: "/agent/booking-history", session: "agent", query: { client: String(f.clientId) } },
    { method: "GET", route: "/agent/my-quotes", session: "agent", query: { client: String(f.clientId) } },
  ];
}
