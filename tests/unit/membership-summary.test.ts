import { createTranslator } from "next-intl";
import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { membershipTexts } from "@/lib/account/membership-summary";

jest.mock("@/lib/db", () => ({ db: {} }));

const account = (locale: "en-US" | "ar-SA", messages: unknown) =>
  createTranslator({ locale, messages: messages as never, namespace: "Account" as never }) as unknown as Parameters<typeof membershipTexts>[1];
const day = () => "Dec 6, 2026";

/**
 * Issue #51: "the savings page agrees with the profile about the plan; no raw tokens shown". Both pages write these
 * two lines from one reading; enrolment with the savings provider is not a plan.
 */
describe("the plan and the savings programme, as the profile and /savings both say them", () => {
  const en$ = account("en-US", en);
  it("a member enrolled in the savings programme without a plan: 'No plan', and enrolled — never 'membership active'", () => {
    expect(membershipTexts({ plan: null, savingsSince: new Date("2026-12-06T10:00:00Z") }, en$, day)).toEqual({
      plan: "No plan",
      savings: "Enrolled since Dec 6, 2026",
    });
  });
  it("a plan is named with its state in words, not the raw status token", () => {
    const active = membershipTexts({ plan: { name: "Premium", active: true }, savingsSince: null }, en$, day);
    const lapsed = membershipTexts({ plan: { name: "Premium", active: false }, savingsSince: null }, en$, day);
    expect(active).toEqual({ plan: "Premium · active", savings: "Not enrolled yet" });
    expect(lapsed.plan).toBe("Premium · not active");
    expect(`${active.plan} ${lapsed.plan}`).not.toMatch(/ACTIVE|NOPLAN|cvt/);
  });
  it("says the same in Arabic", () => {
    expect(membershipTexts({ plan: null, savingsSince: null }, account("ar-SA", ar), day)).toEqual({ plan: "لا توجد خطة", savings: "غير مسجَّل بعد" });
  });
});
