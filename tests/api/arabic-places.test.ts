import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, TEST_PASSWORD } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

type Airport = { code: string; kind: string; name: string; city: string; country: string };
type CarPlace = { ref: string; kind: string; name: string; code: string | null; city: string; country: string };
type Point = { kind: string; code?: string; city: string; country?: string };

const arabic = { cookies: { lan_code: "ar-SA" } };
const q = (text: string) => encodeURIComponent(text);
const data = async <T>(path: string, opts = {}): Promise<T[]> => {
  const res = await call(path, opts);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T[] }).data;
};

/** Issue #51 item 7: place and airport names searchable in every locale the catalogue names them in. */
describe("the flight, car and transfer place searches in Arabic", () => {
  it("GET /api/places/airports: لندن finds London's airports with Heathrow, دبي finds DXB, named in Arabic", async () => {
    const london = await data<Airport>(`/api/places/airports?q=${q("لندن")}`, arabic);
    expect(london[0]).toMatchObject({ code: "LON", kind: "city", city: "لندن", country: "المملكة المتحدة" });
    expect(london.map((p) => p.code)).toContain("LHR");
    const dubai = await data<Airport>(`/api/places/airports?q=${q("دبي")}`, arabic);
    expect(dubai[0]).toMatchObject({ code: "DXB", city: "دبي", country: "الإمارات العربية المتحدة" });
  });

  it("GET /api/places/airports: an airport's Arabic name finds it — هيثرو Heathrow, مطار دبي Dubai International — named in Arabic", async () => {
    const heathrow = await data<Airport>(`/api/places/airports?q=${q("هيثرو")}`, arabic);
    expect(heathrow[0]).toMatchObject({ code: "LHR", kind: "airport", name: "مطار لندن هيثرو", city: "لندن", country: "المملكة المتحدة" });
    const dubai = await data<Airport>(`/api/places/airports?q=${q("مطار دبي")}`, arabic);
    expect(dubai[0]).toMatchObject({ code: "DXB", name: "مطار دبي الدولي", city: "دبي" });
    // The Arabic name finds it from an English page too, which names it as OpenFlights does.
    expect((await data<Airport>(`/api/places/airports?q=${q("هيثرو")}`))[0]).toMatchObject({ code: "LHR", name: "London Heathrow Airport" });
  });

  it("the same question in English and in Arabic gets each its own language (the answer is cached per language)", async () => {
    expect((await data<Airport>("/api/places/airports?q=dubai"))[0]).toMatchObject({ code: "DXB", city: "Dubai" });
    expect((await data<Airport>("/api/places/airports?q=dubai", arabic))[0]).toMatchObject({ code: "DXB", city: "دبي" });
    expect((await data<Airport>("/api/places/airports?q=dubai"))[0]).toMatchObject({ code: "DXB", city: "Dubai" });
  });

  it("GET /api/places/car-locations: دبي finds the Dubai destination and DXB, in Arabic", async () => {
    const places = await data<CarPlace>(`/api/places/car-locations?q=${q("دبي")}`, arabic);
    expect(places).toContainEqual(expect.objectContaining({ ref: "city:dubai", name: "دبي" }));
    expect(places).toContainEqual(expect.objectContaining({ ref: "airport:DXB", city: "دبي" }));
  });

  it("GET /api/places/transfer-points: لندن finds Heathrow, its city in Arabic", async () => {
    const points = await data<Point>(`/api/places/transfer-points?kind=airport&q=${q("لندن")}`, arabic);
    expect(points).toContainEqual(expect.objectContaining({ kind: "airport", code: "LHR", city: "لندن" }));
  });
});

/** Issue #51 item 7: e-mails "from the catalogue of the booking's language". */
describe("the cancellation e-mail of a member whose language is Arabic", () => {
  afterAll(closeTestDb);

  it("is written in Arabic, the refund in Arabic-Indic digits", async () => {
    const user = await createUser({ languageCode: "ar-SA" });
    const signIn = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const cookies = { "next-auth.session-token": setCookies(signIn)["next-auth.session-token"]!, currency_code: "USD" };
    const { property, rooms } = await createStayProperty({ currency: "USD", rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000 }] });
    const booked = await paidCheckout("/api/booking/book", {
      cookies,
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(20),
        checkOut: isoDay(22),
        guests: 2,
        rooms: 1,
        traveler: { title: 2, firstName: "Layla", lastName: "Haddad", email: "layla@example.test" },
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data as { reference: string };
    expect((await call("/api/booking/cancel", { cookies, body: { reference } })).status).toBe(200);

    const mail = await waitForMail(user.email, { subject: /تم إلغاء الحجز/ });
    expect(mail.subject).toContain(`(${reference})`);
    expect(mail.text).toContain(`تم إلغاء حجزك ${reference}`);
    // 2 nights × $100.00 + 10 % tax, refunded in full: ٢٢٠٫٠٠ US$.
    expect(mail.text).toMatch(/المبلغ المسترد: \S*٢٢٠٫٠٠/);
    // Only the names the booking was made with (the property's and the room's, as the supplier gives them) may hold Latin digits.
    const refundLine = mail.text.split("\n").find((line) => line.startsWith("المبلغ المسترد"));
    expect(refundLine).not.toMatch(/[0-9]/);
  }, 60_000);
});
