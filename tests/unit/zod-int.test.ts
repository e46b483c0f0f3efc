import { ZAccountUpdate, ZTravelerInput } from "@/lib/account/schemas";
import { ZRegisterBody } from "@/lib/auth/schemas";
import { ZBookSlot, ZBookStay } from "@/lib/booking/schemas";
import { INT4_MAX, INT4_MIN, zId, zInt4 } from "@/lib/zod-int";

/**
 * SECURITY.md: "every route handler parses its input with zod … no 5xx"; STYLE: "Bad input → a 4xx with a field-level
 * reason, never a 500". Every Int column of prisma/schema.prisma is a PostgreSQL integer (-2147483648 to 2147483647):
 * a whole number past it made the database refuse the statement (500) or was stored where nothing checks it later.
 */
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.map(String).join(".")}: ${i.message}`) ?? [];

describe("zId and zInt4: whole numbers a PostgreSQL integer column holds", () => {
  it("an id is 1 to 2147483647, as a number or a numeric string (the forms and query strings send text)", () => {
    for (const ok of [1, 2147483647, "2147483647", " 12 ", "7"]) expect([ok, zId.safeParse(ok).success]).toEqual([ok, true]);
    expect(zId.parse("2147483647")).toBe(INT4_MAX);
  });

  it("2^31, 2^53, -1, 0, 1e308, fractions, NaN and text are refused with one field message, never passed on", () => {
    for (const bad of [2147483648, 2 ** 53, -1, 0, 1e308, -1e308, 1.5, Number.NaN, Infinity, "2147483648", "1e308", "NaN", "abc", ""]) {
      const r = zId.safeParse(bad);
      expect([bad, r.success]).toEqual([bad, false]);
      expect(messages(r)).toEqual([`: Use an id from 1 to ${INT4_MAX}`]);
    }
  });

  it("bounds narrow the range but never widen it past the column's", () => {
    const wide = zInt4({ min: -1e12, max: 1e12 });
    expect(wide.safeParse(INT4_MIN).success).toBe(true);
    expect(wide.safeParse(INT4_MAX).success).toBe(true);
    expect(wide.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(wide.safeParse(INT4_MIN - 1).success).toBe(false);
    const guests = zInt4({ min: 1, max: 24 });
    expect(guests.safeParse(24).success).toBe(true);
    expect(messages(guests.safeParse(25))).toEqual([": Use a whole number from 1 to 24"]);
    expect(messages(zInt4({ min: 1, max: 3, message: "Please Select Title" }).safeParse("9"))).toEqual([": Please Select Title"]);
  });
});

describe("the fields of the attack: 2147483648 is a 400 with the field's path", () => {
  const traveler = { title: 2, firstName: "Test", lastName: "Traveller", email: "t@example.test" };
  const stay = { propertyId: 1, roomTypeId: 1, checkIn: "2030-01-01", checkOut: "2030-01-02", guests: 1, rooms: 1, traveler };
  const key = { idempotencyKey: "8f0c2b4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f" };
  const cases: [string, { safeParse: (v: unknown) => { success: boolean } }, unknown, string][] = [
    ["sign-up nationality", ZRegisterBody, { jsonRegister: { email_id: "a@b.test", nationality: 2147483648 } }, "jsonRegister.nationality"],
    ["stay roomTypeId", ZBookStay, { ...stay, ...key, roomTypeId: 2147483648 }, "roomTypeId"],
    ["stay nationality", ZBookStay, { ...stay, ...key, nationality: 2147483648 }, "nationality"],
    ["slot slotId", ZBookSlot, { propertyId: 1, slotId: 2147483648, guests: 1, traveler, ...key }, "slotId"],
    ["traveller nationalityId", ZTravelerInput, { title: 1, firstName: "Ana", lastName: "Lopez", nationalityId: 2147483648 }, "nationalityId"],
    ["profile countryId", ZAccountUpdate, { title: 1, firstName: "Ana", lastName: "Lopez", countryId: 2147483648 }, "countryId"],
  ];
  it.each(cases)("%s", (_, schema, body, field) => {
    const r = schema.safeParse(body) as Parameters<typeof messages>[0];
    expect(messages(r)).toEqual([`${field}: Use an id from 1 to ${INT4_MAX}`]);
    const fits = JSON.parse(JSON.stringify(body).replace("2147483648", "2147483647"));
    expect(schema.safeParse(fits).success).toBe(true);
  });
});
