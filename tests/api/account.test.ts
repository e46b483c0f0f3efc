import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { extractLink, waitForMail } from "../support/mail";
import { randomUUID } from "node:crypto";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", {
    body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } },
    host: opts.org === "partner" ? "partner.localhost" : undefined,
  });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

const traveller = {
  title: 3,
  firstName: "Ana",
  lastName: "Lopez",
  dateOfBirth: "1990-04-01",
  ageRange: "31 to 40",
  nationalityId: 1,
  email: "ana@example.test",
  phone: "+34600111222",
  passportNumber: "x1234567",
};

describe("GET /api/profile (SPEC §3 Profile)", () => {
  it("answers the whole Profile shape for the signed-in member", async () => {
    const { user, cookies } = await signedIn({ planStatus: "ACTIVE-REFRESH" });
    const res = await call("/api/profile", { cookies });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(Object.keys(data).sort()).toEqual(
      ["basicprofile", "cash", "certificates", "discount", "promotions", "referralData", "travelers", "travelpreference", "travprofile"].sort(),
    );
    expect(data.basicprofile[0]).toMatchObject({
      userId: user.id,
      type: 2,
      can_user_book: 1,
      email: user.email,
      first_name: "Test",
      last_name: "Traveller",
      access_code: null,
    });
    expect(data.basicprofile[0]).toHaveProperty("country");
    expect(data.basicprofile[0]).toHaveProperty("phone_country_code");
    // SPEC §4: "plan_status ACTIVE-REFRESH is treated as ACTIVE".
    expect(data.basicprofile[0].subscription_details[0]).toMatchObject({ plan_status: "ACTIVE" });
    expect(data).toMatchObject({
      cash: [],
      certificates: [],
      discount: [],
      referralData: null,
      travelpreference: { seat: null, meal: null, bed: null, smoking: null },
    });
  });

  it("refuses a guest (401) and never reveals another member's data", async () => {
    expect((await call("/api/profile")).status).toBe(401);
    const a = await signedIn();
    const b = await signedIn();
    const res = await call(`/api/profile?userId=${b.user.id}`, { cookies: a.cookies });
    expect((await res.json()).data.basicprofile[0].userId).toBe(a.user.id);
  });
});

describe("GET /api/profile/account (the My Profile page's sections)", () => {
  it("gives the member's profile, how they sign in and their recent activity, dates in the visitor's language", async () => {
    const { user, cookies } = await signedIn();
    const res = await call("/api/profile/account", { method: "GET", cookies: { ...cookies, lan_code: "de-DE" } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.acting).toBe(false);
    expect(data.profile.basicprofile[0]).toMatchObject({ userId: user.id, email: user.email });
    expect(data.methods).toEqual({ lines: [{ key: "password", provider: null, email: user.email, added: "—" }], social: 0 });
    const login = data.activity.find((a: { action: string }) => a.action === "login");
    expect(login).toMatchObject({ byAgent: false, ip: expect.any(String) });
    // "27.11.2026, 14:05" — German order and punctuation, the organisation's time zone.
    expect(login.when).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });

  it("refuses a guest (401) and another method (405)", async () => {
    expect((await call("/api/profile/account", { method: "GET" })).status).toBe(401);
    const { cookies } = await signedIn();
    expect((await call("/api/profile/account", { cookies, body: {} })).status).toBe(405);
  });
});

describe("POST /api/profile/update", () => {
  it("saves names, title, phone, nationality, country, language and currency", async () => {
    const { user, cookies } = await signedIn();
    const res = await call("/api/profile/update", {
      cookies,
      body: {
        title: 1,
        firstName: "Zoë",
        lastName: "O'Neil",
        phoneCountryCode: "GB",
        mobileNo: "7400123456",
        nationalityId: 1,
        countryId: 235,
        languageCode: "fr-FR",
        currencyCode: "eur",
      },
    });
    expect(res.status).toBe(200);
    const row = await testDb().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      title: 1,
      firstName: "Zoë",
      lastName: "O'Neil",
      phoneCountryCode: "GB",
      mobileNo: "7400123456",
      languageCode: "fr-FR",
      currencyCode: "EUR",
      countryId: 235,
    });
  });

  it("hostile input gets 400 with field reasons, never a 500", async () => {
    const { cookies } = await signedIn();
    const cases: [unknown, string][] = [
      [{ title: 9, firstName: "A", lastName: "B" }, "title"],
      [{ title: 1, firstName: "<script>", lastName: "B" }, "firstName"],
      [{ title: 1, firstName: "A", lastName: "B", mobileNo: "12ab" }, "mobileNo"],
      [{ title: 1, firstName: "A", lastName: "B", phoneCountryCode: "GB", mobileNo: "123" }, "mobileNo"],
      [{ title: 1, firstName: "A", lastName: "B", nationalityId: 999999 }, "nationalityId"],
      [{ title: 1, firstName: "A", lastName: "B", languageCode: "xx-XX" }, "languageCode"],
      [{ title: 1, firstName: "A", lastName: "B", currencyCode: "ZZZ" }, "currencyCode"],
      [{ title: 1, firstName: "A", lastName: "B", email: "x@y.z" }, ""],
    ];
    for (const [body, path] of cases) {
      const res = await call("/api/profile/update", { cookies, body });
      expect(res.status).toBe(400);
      if (path) expect((await res.json()).error.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });
});

describe("ids past the database's integers", () => {
  const person = { title: 1, firstName: "Ana", lastName: "Lopez" };

  it.each([
    ["/api/profile/update", "countryId", 2147483648],
    ["/api/profile/update", "nationalityId", "2147483648"],
    ["/api/profile/travelers", "nationalityId", 2147483648],
  ])("%s with %s %p: a 400 on the field, never a 500, and nothing changes", async (path, field, value) => {
    const { user, cookies } = await signedIn();
    const res = await call(path, { cookies, body: { ...person, [field]: value } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([{ path: field, message: "Use an id from 1 to 2147483647" }]);
    expect(await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstName: "Test", nationalityId: 1, countryId: null });
    expect(await testDb().traveler.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    ["/api/profile/update", "countryId", "Unknown country"],
    ["/api/profile/travelers", "nationalityId", "Unknown nationality"],
  ])("%s with %s 2147483647: fits the column, and is refused as unknown", async (path, field, message) => {
    const { cookies } = await signedIn();
    const res = await call(path, { cookies, body: { ...person, [field]: 2147483647 } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([{ path: field, message }]);
  });

  it("a traveller id of 2147483648 in the path is simply not found", async () => {
    const { cookies } = await signedIn();
    const body = { title: 1, firstName: "Ana", lastName: "Lopez" };
    expect((await call("/api/profile/travelers/2147483648", { method: "PUT", cookies, body })).status).toBe(404);
    expect((await call("/api/profile/travelers/2147483647", { method: "DELETE", cookies })).status).toBe(404);
  });
});

describe("travel profile and travellers", () => {
  it("saves preferences with an age range from SPEC §3's list and refuses others", async () => {
    const { cookies } = await signedIn();
    const ok = await call("/api/profile/travel", {
      cookies,
      body: {
        ageRange: "above to 60",
        seatPreference: "aisle",
        mealPreference: "vegetarian",
        bedPreference: "king",
        smoking: false,
        loyaltyNumbers: [{ program: "SkyMiles", number: "DL 12345" }],
      },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({
      travprofile: { age_range: "above to 60", loyalty_numbers: [{ program: "SkyMiles", number: "DL 12345" }] },
      travelpreference: { seat: "aisle", meal: "vegetarian", bed: "king", smoking: false },
    });
    const bad = await call("/api/profile/travel", { cookies, body: { ageRange: "61 to 70" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields[0].path).toBe("ageRange");
  });

  it("CRUD on the member's own travellers, with validation", async () => {
    const { cookies } = await signedIn();
    const created = await call("/api/profile/travelers", { cookies, body: traveller });
    expect(created.status).toBe(200);
    const { data: t } = await created.json();
    expect(t).toMatchObject({ firstName: "Ana", passportNumber: "X1234567", ageRange: "31 to 40" });
    const updated = await call(`/api/profile/travelers/${t.id}`, { method: "PUT", cookies, body: { ...traveller, firstName: "Anabel" } });
    expect((await updated.json()).data.firstName).toBe("Anabel");
    expect((await (await call("/api/profile/travelers", { cookies })).json()).data).toHaveLength(1);
    const future = await call("/api/profile/travelers", { cookies, body: { ...traveller, dateOfBirth: "2999-01-01" } });
    expect(future.status).toBe(400);
    const bad = await call("/api/profile/travelers", { cookies, body: { title: 1, firstName: "", lastName: "X", email: "nope" } });
    expect((await bad.json()).error.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(["firstName", "email"]));
    expect((await call(`/api/profile/travelers/${t.id}`, { method: "DELETE", cookies })).status).toBe(200);
    expect((await (await call("/api/profile/travelers", { cookies })).json()).data).toHaveLength(0);
  });

  it("no member can read, change or delete another member's traveller by changing the id", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { data: t } = await (await call("/api/profile/travelers", { cookies: owner.cookies, body: traveller })).json();
    expect((await call(`/api/profile/travelers/${t.id}`, { method: "PUT", cookies: other.cookies, body: traveller })).status).toBe(404);
    expect((await call(`/api/profile/travelers/${t.id}`, { method: "DELETE", cookies: other.cookies })).status).toBe(404);
    expect((await call("/api/profile/travelers/abc", { method: "DELETE", cookies: other.cookies })).status).toBe(404);
    expect((await (await call("/api/profile/travelers", { cookies: other.cookies })).json()).data).toEqual([]);
    expect(await testDb().traveler.findUnique({ where: { id: t.id } })).toMatchObject({ firstName: "Ana" });
  });
});

describe("e-mail change with re-verification", () => {
  it("changes the address only once the link sent to the new one is opened", async () => {
    const { user, cookies } = await signedIn();
    const next = `new-${randomUUID().slice(0, 8)}@example.test`;
    expect((await call("/api/profile/email", { cookies, body: { email: next, password: "wrong" } })).status).toBe(400);
    const res = await call("/api/profile/email", { cookies, body: { email: next, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const mail = await waitForMail(next, { subject: /confirm your new e-mail/ });
    const link = extractLink(mail, "/user/confirm-email");
    const page = await call(new URL(link).pathname + new URL(link).search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="email-change-changed"');
    expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(next);
  });

  it("refuses an address another account uses", async () => {
    const { cookies } = await signedIn();
    const other = await createUser();
    expect((await call("/api/profile/email", { cookies, body: { email: other.email, password: TEST_PASSWORD } })).status).toBe(409);
  });
});

describe("account deletion", () => {
  it("needs the confirmation, then anonymises the member and keeps their bookings", async () => {
    const { user, cookies } = await signedIn();
    const { property, rooms } = await createStayProperty();
    const booked = await paidCheckout("/api/booking/book", {
      cookies,
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(10),
        checkOut: isoDay(11),
        guests: 1,
        rooms: 1,
        traveler: { title: 2, firstName: "Test", lastName: "Traveller", email: user.email },
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status).toBe(200);
    expect((await call("/api/profile/delete", { cookies, body: { confirm: "yes", password: TEST_PASSWORD } })).status).toBe(400);
    expect((await call("/api/profile/delete", { cookies, body: { confirm: "DELETE", password: "Wrong!1234" } })).status).toBe(400);
    const res = await call("/api/profile/delete", { cookies, body: { confirm: "DELETE", password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const row = await testDb().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toBe(user.email);
    expect(row.firstName).toBe("Deleted");
    const reservations = await testDb().order.findMany({ where: { userId: user.id } });
    expect(reservations).toHaveLength(1);
    expect(JSON.stringify(reservations[0]!.traveler)).not.toContain(user.email);
    // The order's items keep no traveller's name or contact either.
    const items = await testDb().orderItem.findMany({ where: { reservationId: reservations[0]!.id } });
    expect(items.length).toBeGreaterThan(0);
    expect(JSON.stringify(items.map((item) => item.travellers))).not.toMatch(new RegExp(`Traveller|${user.email.replace(/[.+]/g, "\\$&")}`));
    expect((await call("/api/profile", { cookies })).status).toBe(401);
    const signIn = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    expect(signIn.status).toBe(401);
  });
});
