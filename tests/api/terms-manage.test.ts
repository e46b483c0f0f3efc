import { randomBytes } from "node:crypto";
import { formatMoney } from "@/lib/locale/format";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { orderTerms, refundPlan } from "@/lib/terms/refund";
import { termsText } from "@/lib/terms/words";
import { call } from "../support/http";
import { closeTestDb, createUser, testDb } from "../support/factories";
import { activity, DAY, HOUR, order, startingIn, stay, type Item } from "../support/terms-orders";
import { engineWords, pageText, spaced } from "../support/terms-pages";

afterAll(closeTestDb);
jest.setTimeout(240_000);

/**
 * Issue #51: the guest's manage page (opened from the e-mail's link, or by reference and e-mail) states every kind's
 * terms as the terms engine does and as a member's trip page does, at several moments before the start — and the
 * guest's cancellation there gives back exactly what the page and the manage call said (card only: a guest has no
 * wallet). Each booking is written as the order model stores it (tests/support/terms-orders.ts), its start placed so
 * the moment of the test is 30, 10 and 3 days and the last hour (or day) before it.
 */

const words = engineWords("en-US");

/** The cases of one moment `n` days (`ms` for the kinds whose terms run to instants) before the start. */
function casesAt(label: string, n: number, ms: number): [string, string, Item[]][] {
  return [
    [`stay free until 7 days before, ${label}`, "HLT", [stay("FREE_CANCELLATION", 7, n, 40_000, "Europe/Paris")]],
    [`stay partial refund, ${label}`, "HLT", [stay("PARTIAL_REFUND", 7, n)]],
    [`stay non-refundable, ${label}`, "HLT", [stay("NON_REFUNDABLE", 0, n)]],
    [`activity, ${label}`, "ACT", [activity(n)]],
    [`flight with a fee, ${label}`, "FLT", [startingIn.flight(ms, 1_400)]],
    [`car, ${label}`, "CAR", [startingIn.car(ms)]],
    [`transfer, ${label}`, "TRF", [startingIn.transfer(ms)]],
    [`cruise, ${label}`, "CRU", [startingIn.cruise(ms)]],
    [`package, ${label}`, "PKG", [startingIn.flight(ms, 0), stay("FREE_CANCELLATION", 3, n, 40_000, "Europe/Paris")]],
  ];
}

describe("the guest's manage page states every kind's terms as the engine does, and its cancel gives that back", () => {
  it.each([
    ["30 days before", 30, 30 * DAY],
    ["10 days before", 10, 10 * DAY],
    ["3 days before", 3, 3 * DAY],
    ["the last hour (or day) before", 1, HOUR],
  ])("%s", async (label, n, ms) => {
    // The organisation the test's host resolves to: the one members are made in.
    const org = await testDb().organization.findUniqueOrThrow({ where: { id: (await createUser()).orgId } });
    for (const [name, productCode, items] of casesAt(label, n, ms)) {
      const guestEmail = `guest-${randomBytes(4).toString("hex")}@example.test`;
      const reference = await order({ guestEmail }, org.id, productCode, items, []);
      const total = items.reduce((s, i) => s + i.totalMinor, 0);
      const rows = await testDb().orderItem.findMany({ where: { reservation: { reference } }, orderBy: { id: "asc" } });
      const terms = orderTerms(
        rows.map((r) => ({ ...r, timeZone: itemTimeZone(r) })),
        new Date(),
        org.timeZone,
      );
      const plan = refundPlan({ cardPaidMinor: total, wallet: [] }, terms);
      const sentences = terms.statements.map((s) => termsText(s, words));

      // Found by reference and e-mail: the manage call says whether and what cancelling gives back.
      const found = await call("/api/booking/manage", { body: { reference, email: guestEmail } });
      expect([name, found.status]).toEqual([name, 200]);
      const { token } = (await found.json()).data;
      const opened = (await (await call(`/api/booking/manage?token=${encodeURIComponent(token)}`, { method: "GET" })).json()).data.booking;
      expect([name, opened.cancellable, opened.refundIfCancelledMinor]).toEqual([name, plan.allowed, plan.cardMinor]);

      // The page: each item's sentence, and the cancel dialog's amount.
      const res = await call(`/manage-booking/booking?token=${encodeURIComponent(token)}`, {
        method: "GET",
        cookies: { lan_code: "en-US" },
        headers: { accept: "text/html" },
      });
      expect([name, res.status]).toEqual([name, 200]);
      const html = await res.text();
      const page = pageText(html);
      for (const s of sentences) expect([name, page.includes(spaced(s)) ? s : `missing: ${s}`]).toEqual([name, s]);

      const cancelled = await call("/api/booking/manage/cancel", { body: { token } });
      if (!plan.allowed) {
        expect([name, html.includes('data-testid="cancel-booking"'), cancelled.status]).toEqual([name, false, 409]);
        continue;
      }
      // The cancel dialog's sentence (closed until Cancel is pressed: in the page's data for the dialog, not its text yet).
      if (plan.cardMinor > 0) expect([name, html.includes(`You will get ${formatMoney(plan.cardMinor, "USD", "en-US")} back`)]).toEqual([name, true]);
      expect([name, cancelled.status]).toEqual([name, 200]);
      expect([name, (await cancelled.json()).data.refundMinor]).toEqual([name, plan.cardMinor]);
    }
  });
});
