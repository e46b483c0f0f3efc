import { changeTerms, changeText } from "@/lib/terms/change";

const conditions = (over: Record<string, unknown>) => ({
  conditions: { currency: "USD", refundable: false, refundPenaltyMinor: null, changeable: true, changePenaltyMinor: 7_500, ...over },
});
const words = {
  t: (key: string, v?: Record<string, string | number>) => `${key}${v ? ` ${JSON.stringify(v)}` : ""}`,
  money: (m: number, c: string) => `${c} ${m}`,
};

describe("changeTerms: what a fare lets the traveller change", () => {
  it("says no changes, free changes or a fee, and nothing for a flight booked without its conditions", () => {
    expect(changeTerms(conditions({ changeable: false }))).toEqual({ kind: "none" });
    expect(changeTerms(conditions({ changePenaltyMinor: 0 }))).toEqual({ kind: "free" });
    expect(changeTerms(conditions({}))).toEqual({ kind: "fee", feeMinor: 7_500, currency: "USD" });
    expect(changeTerms({})).toBeNull();
    expect(changeText({ kind: "none" }, words as never)).toBe("changeNone");
    expect(changeText({ kind: "fee", feeMinor: 7_500, currency: "USD" }, words as never)).toBe('changeFee {"fee":"USD 7500"}');
  });
});
