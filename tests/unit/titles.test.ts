import { TITLES, TITLE_CODES, titleCodeOf, titleFitsAge, titleFromField, titleKeyOf, titlesFor, titleToField } from "@/lib/account/titles";
import { zTitleCode, zTitleKey } from "@/lib/account/title-schemas";
import { ZTravelerInput } from "@/lib/account/schemas";
import { ZCreateClient } from "@/lib/agent/schemas";
import { registerFieldErrors, ZJsonRegister } from "@/lib/auth/schemas";
import { ZBookStay, ZTraveler } from "@/lib/booking/schemas";
import { ZContact } from "@/lib/orders/schemas";
import { carDriverSchema } from "@/lib/suppliers/cars/travellers";
import { ZCruiseGuest } from "@/lib/suppliers/cruises/travellers";
import { duffelTitle } from "@/lib/suppliers/flights/duffel-title";
import { amadeusTitle } from "@/lib/suppliers/transfers/amadeus-mapping";
import { CHILD_TITLE, flightTravellerSchema } from "@/lib/suppliers/flights/travellers";

describe("one list of titles: Mr, Ms, Mrs, Miss, Mx (and none) wherever a title is asked", () => {
  it("keeps SPEC's numbers (1 Miss, 2 Mr, 3 Mrs: §2's select, §3's 'title (1-3)') and adds 4 Ms, 5 Mx and 0 for no title", () => {
    expect(TITLES.map((t) => [t.key, t.code])).toEqual([
      ["mr", 2],
      ["ms", 4],
      ["mrs", 3],
      ["miss", 1],
      ["mx", 5],
      ["none", 0],
    ]);
    expect(titleKeyOf(1)).toBe("miss");
    expect(titleCodeOf("ms")).toBe(4);
    expect(titleKeyOf(null)).toBeUndefined();
    expect(titleKeyOf(9)).toBeUndefined();
  });

  it("offers a child no grown-up title (never Mr, Ms or Mrs), 'no title' first", () => {
    expect(titlesFor("child").map((t) => t.key)).toEqual(["none", "miss", "mx"]);
    expect(titlesFor("adult").map((t) => t.key)).toEqual(["mr", "ms", "mrs", "miss", "mx", "none"]);
    for (const key of ["mr", "ms", "mrs"] as const) expect(titleFitsAge(key, "child")).toBe(false);
    expect(titleFitsAge("mr", "adult")).toBe(true);
  });

  it("a select's empty value is no choice (absent from the payload), never 0, which is 'no title' chosen", () => {
    expect(titleFromField("")).toBeUndefined();
    expect(titleFromField("0")).toBe(0);
    expect(titleFromField("4")).toBe(4);
    expect(titleToField(null)).toBe("");
    expect(titleToField(0)).toBe("0");
    expect(titleToField(3)).toBe("3");
    expect(titleToField(7)).toBe("");
  });

  it("numbers: every code of the list is taken, numeric strings too; nothing, '', null and other numbers are 'Please Select Title'", () => {
    const schema = zTitleCode();
    for (const code of TITLE_CODES) expect(schema.parse(String(code))).toBe(code);
    for (const bad of ["", " ", null, undefined, 6, -1, 2.5, "Mr"]) expect(schema.safeParse(bad).error?.issues[0]?.message).toBe("Please Select Title");
  });

  it("words: the suppliers' schemas read any case ('MR' is mr) and refuse 'dr' and nothing with 'Choose a title'", () => {
    const schema = zTitleKey();
    expect(schema.parse("MR")).toBe("mr");
    expect(schema.parse(" Mx ")).toBe("mx");
    for (const bad of ["", "dr", null, undefined]) expect(schema.safeParse(bad).error?.issues[0]?.message).toBe("Choose a title");
  });

  it("every form's schema takes Ms and Mx: sign-up, account travellers, an agent's client, stays, supplier contact, car, cruise", () => {
    const names = { firstName: "Ada", lastName: "Walker" };
    expect(ZTravelerInput.safeParse({ ...names, title: 4 }).success).toBe(true);
    expect(ZCreateClient.safeParse({ ...names, title: 5, email: "ada@example.test" }).success).toBe(true);
    expect(ZTraveler.safeParse({ ...names, title: 4, email: "ada@example.test" }).success).toBe(true);
    expect(ZTraveler.safeParse({ ...names, title: 0, email: "ada@example.test" }).success).toBe(true);
    expect(ZContact.safeParse({ ...names, title: 5, email: "ada@example.test", phone: "" }).success).toBe(true);
    const register = (title: unknown) =>
      registerFieldErrors(ZJsonRegister.parse({ email_id: "ada@example.test", title, userdetails: { first_name: "Ada", last_name: "Walker" } }), {
        accessCodeRequired: false,
        social: false,
      }).filter((e) => e.path === "title");
    expect(register(4)).toEqual([]);
    expect(register(5)).toEqual([]);
    expect(register(0)).toEqual([]);
    expect(register(null)).toEqual([{ path: "title", message: "Please Select Title" }]);
    expect(register(6)).toEqual([{ path: "title", message: "Please Select Title" }]);
    const driver = { firstName: "Dana", lastName: "Driver", dateOfBirth: "1990-04-12", phone: "+44 20 7946 0000", email: "d@example.test" };
    expect(carDriverSchema.safeParse({ ...driver, title: "ms", ageRange: "31-40", pickupDate: "2026-12-20" }).data?.title).toBe("ms");
    expect(ZCruiseGuest.safeParse({ ...names, title: "mx", dateOfBirth: "1980-01-01", nationality: "GB" }).data?.title).toBe("mx");
  });
});

describe("a child's title on a flight or package", () => {
  const passenger = { firstName: "Sam", lastName: "Walker", dateOfBirth: "2018-03-03", gender: "m", nationality: "GB" };
  it("a child or infant may be Miss, Mx or none, never Mr, Ms or Mrs", () => {
    for (const title of ["none", "miss", "mx"]) expect(flightTravellerSchema.safeParse({ ...passenger, type: "child", title }).success).toBe(true);
    for (const title of ["mr", "ms", "mrs"]) {
      const issues = flightTravellerSchema.safeParse({ ...passenger, type: "infant", title }).error?.issues;
      expect(issues).toEqual([expect.objectContaining({ path: ["title"], message: CHILD_TITLE })]);
    }
  });

  it("Duffel, which knows only mr, ms, mrs and miss, gets Mx and 'no title' as the word for the passport's gender", () => {
    expect(duffelTitle({ type: "adult", title: "mrs", gender: "f" })).toBe("mrs");
    expect(duffelTitle({ type: "adult", title: "mx", gender: "f" })).toBe("ms");
    expect(duffelTitle({ type: "adult", title: "none", gender: "m" })).toBe("mr");
    expect(duffelTitle({ type: "child", title: "none", gender: "f" })).toBe("miss");
    expect(duffelTitle({ type: "child", title: "mx", gender: "m" })).toBe("mr");
  });
});

describe("a transfer's lead passenger at Amadeus", () => {
  it("Mr, Ms, Mrs and Miss go as Amadeus's words; Mx and 'no title', which it has none for, go without a title", () => {
    expect([2, 4, 3, 1, 5, 0].map(amadeusTitle)).toEqual(["MR", "MS", "MRS", "MS", undefined, undefined]);
  });
});

describe("a stay's nationality: chosen, never guessed", () => {
  const stay = {
    propertyId: 1,
    roomTypeId: 1,
    checkIn: "2027-01-01",
    checkOut: "2027-01-02",
    guests: 1,
    rooms: 1,
    traveler: { title: 4, firstName: "Ada", lastName: "Walker", email: "ada@example.test" },
    idempotencyKey: "0b6f6a36-58f4-4f43-9df4-4a0b7d6a9c11",
  };
  it("a checkout that sends none chosen (null) gets 'Choose a nationality' on the field", () => {
    expect(ZBookStay.safeParse({ ...stay, nationality: null }).error?.issues).toEqual([
      expect.objectContaining({ path: ["nationality"], message: "Choose a nationality" }),
    ]);
  });
  it("left out, it is SPEC §9's default (id 1), the payload's shape unchanged; a chosen one is kept", () => {
    expect(ZBookStay.parse(stay).nationality).toBe(1);
    expect(ZBookStay.parse({ ...stay, nationality: "44" }).nationality).toBe(44);
  });
});
