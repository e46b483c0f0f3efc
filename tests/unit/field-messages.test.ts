import { createTranslator } from "use-intl";
import type { z } from "zod";
import { FIELD_RULES, fieldMessage } from "@/lib/orders/field-messages";
import { ZTraveler } from "@/lib/booking/schemas";
import { carTravellersSchema } from "@/lib/suppliers/cars/travellers";
import { ZCruiseTravellers } from "@/lib/suppliers/cruises/travellers";
import { flightTravellersSchema } from "@/lib/suppliers/flights/travellers";
import { passengerProblems } from "@/lib/suppliers/flights/passenger-check";
import { ZTransferTravellers } from "@/lib/suppliers/transfers/travellers";
import ar from "@/messages/ar-SA.json";
import en from "@/messages/en-US.json";

/**
 * Issue 28: the supplier checkouts show the server's field reasons beside the inputs, in the visitor's language —
 * "server field errors shown only in English" is a bug. The API's reasons stay English (its contract); the page says
 * them again from Checkout.fieldErrors.
 */
const arabic = createTranslator({ locale: "ar-SA", messages: ar, namespace: "Checkout.fieldErrors" });
const say = (message: string) => fieldMessage((key, values) => arabic(key as never, values as never), message);

function reasons(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("the supplier checkouts' field reasons and answers in the page's language", () => {
  it("every rule names a text of the catalogue, and every text of Checkout.fieldErrors is used by a rule", () => {
    const keys = Object.keys(en.Checkout.fieldErrors);
    const used = new Set(FIELD_RULES.map((r) => r.key));
    expect([...used].filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.filter((k) => !used.has(k))).toEqual([]);
  });

  it("recognises what each kind's traveller schema answers to a form left empty or filled wrongly", () => {
    const answered = [
      ...reasons(flightTravellersSchema, [{ type: "pet", title: "", firstName: "李", lastName: "", dateOfBirth: "2999-01-01", gender: "", nationality: "" }]),
      ...reasons(flightTravellersSchema, [
        { type: "infant", title: "mr", firstName: "A", lastName: "B", dateOfBirth: "2025-01-01", gender: "m", nationality: "GB" },
      ]),
      ...reasons(carTravellersSchema, [
        { title: "", firstName: "", lastName: "", dateOfBirth: "12/04/1990", phone: "x", email: "x", flightNumber: "??", ageRange: "" },
      ]),
      ...reasons(ZCruiseTravellers, [{ title: "", firstName: "", lastName: "", dateOfBirth: "2999-02-30", nationality: "", passportNumber: "x" }]),
      ...reasons(ZCruiseTravellers, []),
      ...reasons(ZTransferTravellers, [{ title: "0", firstName: "", lastName: "", phone: "abc", email: "x", flightNumber: "??" }]),
      ...reasons(ZTraveler, { title: 2, firstName: "", lastName: "", email: "x", phone: "abc" }),
    ];
    expect(answered.length).toBeGreaterThan(20);
    // zod's own wording for a wrong type (never sent by the forms) is not the checkouts' to translate.
    const ours = answered.filter((m) => !/^(Invalid input|Too (big|small)|Expected)/.test(m));
    expect(ours.filter((m) => say(m) === m)).toEqual([]);
  });

  it("says the airline's passenger checks in Arabic, with the passenger's number and type", () => {
    const problems = passengerProblems(
      { passengers: [{ type: "adult" }], documentsRequired: true, slices: [{ departsAt: "2027-03-01T10:00:00Z" }] } as never,
      [{ type: "adult", title: "mr", firstName: "Tom", lastName: "Tripper", dateOfBirth: "2020-01-01", gender: "m", nationality: "GB" }] as never,
    );
    expect(problems.map((p) => say(p.message))).toEqual([
      "يجب أن يكون المسافر ١ بالغًا (١٢ عامًا فأكثر) في كل رحلات السفر",
      "هذه رحلة دولية: أدخل رقم جواز سفر المسافر ١",
      "أدخل تاريخ انتهاء جواز سفر المسافر ١",
    ]);
  });

  it("keeps a reason it does not know as the server wrote it", () => {
    expect(say("Something new the server says")).toBe("Something new the server says");
    expect(say("Phone number may contain digits only (6 to 15)")).toBe("يجب أن يحتوي رقم الهاتف على أرقام فقط (من ٦ إلى ١٥)");
    expect(say("Your card was declined. Please use another card.")).toBe("تم رفض بطاقتك. يرجى استخدام بطاقة أخرى.");
  });
});
