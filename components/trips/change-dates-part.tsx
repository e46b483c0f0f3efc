import { calendarMessages, stayRangeTexts } from "@/components/search/calendar-messages";
import { MAX_NIGHTS } from "@/lib/booking/search-input";
import { getRequestContext } from "@/lib/http/page-context";
import { getTranslations } from "@/lib/locale/translations";
import { minCheckinDate } from "@/lib/org/calendar";
import type { TripView } from "@/lib/orders/trip-view";
import { deadlineWords, type TermsWords } from "@/lib/terms/words";
import { ChangeDatesButton } from "./change-dates-button";

/**
 * The stay's date-change rule in the reader's words (lib/orders/changes/date-change-rule.ts: free while free
 * cancellation lasts) and, while it is open, the "Change dates" panel. `via`: a guest's manage-booking token.
 */
export async function ChangeDatesPart({ trip, terms, via }: { trip: TripView; terms: TermsWords; via?: { token: string } }) {
  const change = trip.dateChange;
  if (!change || trip.status !== "CONFIRMED") return null;
  const t = await getTranslations("Trip");
  if (!change.open)
    return change.reason === "NOT_FREE" ? (
      <p className="col-span-2 text-sm text-slate-600" data-testid="change-dates-rule">
        {t("changeClosed")}
      </p>
    ) : null;
  const ts = await getTranslations("Search");
  const { org } = await getRequestContext();
  const calendar = await calendarMessages("stay");
  // Placeholders the panel fills with the quote's amounts, formatted in the same language.
  const amount = { amount: "{amount}" };
  return (
    <div className="col-span-2 space-y-2 print:hidden">
      <p className="text-sm text-slate-600" data-testid="change-dates-rule">
        {change.until ? t("changeRule", { deadline: deadlineWords(terms, change.until) }) : t("changeRuleOpen")}
      </p>
      <ChangeDatesButton
        reference={trip.reference}
        via={via}
        from={change.checkIn}
        to={change.checkOut}
        rules={{ minDate: minCheckinDate(org), maxNights: MAX_NIGHTS }}
        weekStart={org.weekStart}
        messages={calendar}
        rangeTexts={await stayRangeTexts(calendar, { from: change.checkIn, to: change.checkOut }, true)}
        texts={{
          button: t("changeDates"),
          title: t("changeDatesTitle"),
          labels: { from: ts("checkIn"), to: ts("checkOut") },
          pick: t("changePick"),
          checking: t("changeChecking"),
          newPrice: t("changeNewPrice"),
          was: t("changeWas", amount),
          payMore: t("changePayMore", amount),
          refund: t("changeRefund", amount),
          due: t("changeDue", { ...amount, date: "{date}" }),
          same: t("changeSame"),
          policy: t("changePolicy"),
          confirm: t("changeConfirm"),
          confirmPay: t("changeConfirmPay", amount),
          keep: t("changeKeep"),
          unavailable: t("changeUnavailable"),
          priceChanged: t("changePriceChanged"),
          failed: t("changeFailed"),
          notPaid: t("changeNotPaid"),
          refunded: t("changeRefunded"),
        }}
      />
    </div>
  );
}
