import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);

/**
 * Forms that fit people over HTTP: every form takes the shared titles (Ms and Mx too, and "no title" as 0), and a
 * stays checkout whose traveller chose no nationality or title is refused on those fields — nothing guessed for them.
 */
async function signedIn() {
  const user = await createUser();
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

async function stay() {
  const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
  return { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(8), checkOut: isoDay(9), guests: 1, rooms: 1 };
}

describe("POST /api/booking/book: the traveller's title and nationality", () => {
  it("no title and a nationality sent as none chosen (null) are 400 on their fields, and nothing is booked", async () => {
    const { user, cookies } = await signedIn();
    const s = await stay();
    const res = await paidCheckout("/api/booking/book", {
      cookies,
      body: {
        ...s,
        traveler: { firstName: "Ada", lastName: "Walker", email: "ada@example.test" },
        nationality: null,
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual(
      expect.arrayContaining([
        { path: "traveler.title", message: "Please Select Title" },
        { path: "nationality", message: "Choose a nationality" },
      ]),
    );
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
    expect(await availabilityOf(s.roomTypeId, s.checkIn, s.checkOut)).toEqual([2]);
  });

  it("Ms (4) and the nationality chosen are booked and kept as sent", async () => {
    const { user, cookies } = await signedIn();
    const british = await testDb().nationality.findFirstOrThrow({ where: { code: "GB" } });
    const res = await paidCheckout("/api/booking/book", {
      cookies,
      body: {
        ...(await stay()),
        traveler: { title: 4, firstName: "Ada", lastName: "Walker", email: "ada@example.test" },
        nationality: british.id,
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status).toBe(200);
    const r = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
    expect(r.traveler).toMatchObject({ traveler: { title: 4, firstName: "Ada" }, nationality: british.id });
  });
});

describe("the account's forms take Ms, Mx and no title", () => {
  it("profile: Mx (5) is saved; a saved traveller with no title (0) too; 6 is 'Please Select Title'", async () => {
    const { user, cookies } = await signedIn();
    expect((await call("/api/profile/update", { cookies, body: { title: 5, firstName: "Sam", lastName: "Rivers" } })).status).toBe(200);
    expect(await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ title: 5 });
    expect((await call("/api/profile/travelers", { cookies, body: { title: 0, firstName: "Noor", lastName: "Rivers" } })).status).toBe(200);
    expect(await testDb().traveler.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ title: 0, firstName: "Noor" });
    const bad = await call("/api/profile/update", { cookies, body: { title: 6, firstName: "Sam", lastName: "Rivers" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual([{ path: "title", message: "Please Select Title" }]);
  });

  it("sign-up: Ms (4) registers and is kept", async () => {
    const email = uniqueEmail("ms");
    const res = await call("/api/signUp", {
      body: {
        jsonRegister: {
          email_id: email,
          password: "Sunny!2026",
          title: 4,
          nationality: 1,
          language: "en-US",
          userdetails: { first_name: "Mia", last_name: "Stone", mobile_no: "2025550100", mobile_country_code: "+1", country_code: "US" },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(await testDb().user.findFirstOrThrow({ where: { email } })).toMatchObject({ title: 4 });
  });
});
