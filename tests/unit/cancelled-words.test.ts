import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { cancelledLine, cancelledParts, type CancelledT } from "@/lib/orders/cancelled-words";
import { sharedTranslator } from "@/lib/locale/translations";

jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

const words = (locale: "en-US" | "ar-SA") => ({
  t: sharedTranslator({ locale, messages: locale === "ar-SA" ? ar : en, timeZone: "UTC", namespace: "Trips" }) as unknown as CancelledT,
  locale,
  timeZone: "America/New_York",
});
const order = { status: "CANCELLED", cancelledAt: "2026-12-06T15:00:00Z", charged: true };

/** Issue #51: 'Cancelled on <date> · Refund <amount>', card and wallet parts as recorded on the order. */
describe("what a cancelled trip says of its cancellation", () => {
  it("the day, the card's refund and each wallet card's part, on one line", () => {
    const parts = cancelledParts(order, { refund: "$60.00", wallet: ["$50.00", "€20.00"] }, words("en-US"))!;
    expect(cancelledLine(parts, "en-US")).toBe("Cancelled on Dec 6, 2026 · Refunded $60.00 · Back to wallet $50.00 · Back to wallet €20.00");
  });
  it("'No refund' when a charged booking gave nothing back; nothing said of a refund when nothing was ever charged", () => {
    expect(cancelledLine(cancelledParts(order, { refund: null, wallet: [] }, words("en-US"))!, "en-US")).toBe("Cancelled on Dec 6, 2026 · No refund");
    expect(cancelledLine(cancelledParts({ ...order, charged: false }, { refund: null, wallet: [] }, words("en-US"))!, "en-US")).toBe(
      "Cancelled on Dec 6, 2026",
    );
  });
  it("nothing for a booking that is not cancelled", () => {
    expect(cancelledParts({ ...order, status: "CONFIRMED" }, { refund: null, wallet: [] }, words("en-US"))).toBeNull();
  });
  it("in Arabic: the month in words and the Arabic comma between parts, never a dot that reads as a zero beside digits", () => {
    const line = cancelledLine(cancelledParts(order, { refund: "٦٠٫٠٠ US$", wallet: [] }, words("ar-SA"))!, "ar-SA");
    expect(line).toBe("أُلغي في ٦ ديسمبر ٢٠٢٦، المبلغ المسترد: ٦٠٫٠٠ US$");
    expect(line).not.toMatch(/·|[0-9]/);
  });
});
