import { formatMoney } from "@/lib/locale/format";
import type { Translate } from "@/lib/locale/translations";
import { dayText, type Format } from "@/lib/orders/trip-words";
import { termsText, type TermsWords } from "@/lib/terms/words";
import type { Statement } from "@/lib/terms/types";
import type { StayChange, StayDates } from "./stay-change-quote";

type Facts = { orgName: string; reference: string; title: string; tripUrl: string | null; locale: string };
type Words = { t: Translate; format: Format; terms: TermsWords };

/** A stay's dates as the trip page writes them: "Sat, Dec 5, 2026 – Sun, Dec 6, 2026". */
export function datesText(format: Format, d: StayDates): string {
  return `${dayText(format, d.checkIn)} – ${dayText(format, d.checkOut)}`;
}

/**
 * The e-mail that confirms a stay's new dates, in the reader's language (`t`: the "Trip" texts, from tripTexts): the
 * new dates, the new price and how the difference was settled, and the new cancellation terms in the terms engine's
 * own sentence (lib/terms/words.ts), the one the trip page shows.
 */
export function dateChangeMail(b: Facts, change: StayChange, statement: Statement, w: Words) {
  const money = (minor: number) => formatMoney(minor, change.currency, b.locale);
  const total = money(change.price.totalMinor);
  const amount = money(Math.abs(change.differenceMinor));
  const settled =
    change.settlement === "CHARGE"
      ? w.t("mailChangeCharged", { total, amount })
      : change.settlement === "REFUND"
        ? w.t("mailChangeRefunded", { total, amount })
        : change.settlement === "DUE" && change.dueOn
          ? w.t("mailChangeDue", { total, date: dayText(w.format, change.dueOn) })
          : w.t("mailChangeSame", { total });
  const facts = { reference: b.reference, title: b.title };
  return {
    subject: w.t("mailDatesChangedSubject", facts),
    text: [
      w.t("mailDatesChanged", { ...facts, from: datesText(w.format, change.from), to: datesText(w.format, change.to) }),
      settled,
      w.t("mailChangePolicy", { policy: termsText(statement, w.terms) }),
      b.tripUrl ?? "",
      b.orgName,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
