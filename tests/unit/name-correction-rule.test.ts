import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { createTranslator } from "next-intl";
import { editDistance, nameCorrectionRule, nameRuleSentence, NAME_CORRECTION_MAX_LETTERS } from "@/lib/orders/changes/name-correction-rule";
import { declared } from "../support/after-booking";

const NOW = new Date("2027-03-01T12:00:00Z");
const stay = (over: Partial<{ status: string; supplier: string; kind: string; startsAt: string }> = {}) => ({
  status: over.status ?? "CONFIRMED",
  items: [
    {
      productCode: over.kind === "FLIGHT" ? "FLT" : over.kind === "ACTIVITY" ? "ACT" : "HLT",
      supplier: over.supplier ?? "catalogue",
      kind: over.kind ?? "STAY",
      startsAt: over.startsAt ?? "2027-03-10T15:00:00Z",
    },
  ],
});
const from = { firstName: "Tess", lastName: "Traveller" };

describe("the catalogue's name-correction rule", () => {
  it("states itself: 3 letters until check-in, the trip page's sentence written from the same data", () => {
    const rule = nameCorrectionRule(stay(), NOW, declared);
    expect(rule).toEqual({ maxLetters: 3, open: true, refusal: null });
    expect(nameRuleSentence(rule)).toBe("You can correct a spelling of up to 3 letters in the traveller's name until check-in.");
    const t = createTranslator({ locale: "en-US", messages: en, namespace: "Trip" });
    expect(`${t("nameRule", { count: rule.maxLetters })}.`).toBe(nameRuleSentence(rule));
    // Arabic writes the same number with Arabic-Indic digits.
    const ta = createTranslator({ locale: "ar-SA", messages: ar, namespace: "Trip" });
    expect(ta("nameRule", { count: rule.maxLetters })).toContain("٣");
  });

  it("allows 3 changed letters across first and last name, and refuses 4 naming the field that changed most", () => {
    const three = nameCorrectionRule(stay(), NOW, declared, { from, to: { firstName: "Tes", lastName: "Travler" } });
    expect(three.refusal).toBeNull();
    const four = nameCorrectionRule(stay(), NOW, declared, { from, to: { firstName: "Tes", lastName: "Travel" } });
    expect(four.refusal).toEqual({ reason: "TOO_MANY", field: "lastName", letters: 4 });
    const firstOnly = nameCorrectionRule(stay(), NOW, declared, { from, to: { firstName: "Jessica", lastName: "Traveller" } });
    expect(firstOnly.refusal).toEqual({ reason: "TOO_MANY", field: "firstName", letters: 4 });
    expect(nameCorrectionRule(stay(), NOW, declared, { from, to: { firstName: "Tessa", lastName: "Travellers" } }).refusal).toBeNull();
    expect(nameCorrectionRule(stay(), NOW, declared, { from, to: from }).refusal).toEqual({ reason: "SAME" });
    expect(NAME_CORRECTION_MAX_LETTERS).toBe(3);
  });

  it("closes at check-in, for a booking not confirmed, and for another supplier's items", () => {
    expect(nameCorrectionRule(stay({ startsAt: "2027-03-01T12:00:00Z" }), NOW, declared)).toMatchObject({ open: false, refusal: { reason: "STARTED" } });
    expect(nameCorrectionRule(stay({ startsAt: "2027-03-01T12:00:01Z" }), NOW, declared).open).toBe(true);
    expect(nameCorrectionRule(stay({ status: "CANCELLED" }), NOW, declared, { from, to: { ...from, lastName: "Travellor" } }).refusal).toEqual({
      reason: "NOT_CONFIRMED",
    });
    expect(nameCorrectionRule(stay({ supplier: "duffel", kind: "FLIGHT" }), NOW, declared).refusal).toEqual({ reason: "SUPPLIER" });
    expect(nameCorrectionRule(stay({ kind: "ACTIVITY" }), NOW, declared).open).toBe(true);
  });

  it("counts edits by character, a letter outside the BMP once", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("Zoë", "Zoe")).toBe(1);
    expect(editDistance("a😀b", "ab")).toBe(1);
  });
});
