import { getTranslations } from "@/lib/locale/translations";
import { getRequestContext } from "@/lib/http/page-context";
import { formatMoney } from "@/lib/locale/format";
import { todayIn } from "@/lib/org/calendar";
import type { TripItem } from "@/lib/orders/trip-view";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { bookedExtrasOf } from "@/lib/suppliers/flights/ancillaries";
import { calendarMessages } from "@/components/search/calendar-messages";
import { ChangeFlightButton } from "./change-flight-button";

/**
 * The flight-change rule in the reader's words (lib/orders/changes/flight-change-rule.ts: a fare that allows changes,
 * until departure, for its fee) and the "Change flight" panel. Shown only while that rule is open: a fare that does not
 * allow changes, or a flight that has departed, has neither. `via`: a guest's manage-booking token.
 */
export async function ChangeFlightPart({ reference, item, feeMinor, via }: { reference: string; item: TripItem; feeMinor: number; via?: { token: string } }) {
  const t = await getTranslations("Trip");
  const { org, locale } = await getRequestContext();
  const details = item.details as FlightDetails;
  const extras = bookedExtrasOf(item.details);
  const amount = { amount: "{amount}" };
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm text-slate-600" data-testid="change-flight-rule">
        {feeMinor > 0 ? t("changeFlightRule", { fee: formatMoney(feeMinor, details.conditions.currency, locale) }) : t("changeFlightRuleFree")}
      </p>
      <ChangeFlightButton
        reference={reference}
        via={via}
        slices={details.slices.map((s, i) => ({
          departsOn: s.departsAt.slice(0, 10),
          hasExtras: extras.seats.some((x) => x.sliceIndex === i) || extras.bags.some((x) => x.sliceIndex === i),
        }))}
        minDate={todayIn(org.timeZone)}
        weekStart={org.weekStart}
        messages={await calendarMessages("flight")}
        texts={{
          button: t("changeFlight"),
          title: t("changeFlightTitle"),
          which: t("changeFlightWhich"),
          outbound: t("changeFlightOutbound"),
          inbound: t("changeFlightReturn"),
          date: t("changeFlightDate"),
          search: t("changeFlightSearch"),
          loading: t("changeFlightLoading"),
          none: t("changeFlightNone"),
          fee: t("changeFlightFee", amount),
          difference: t("changeFlightDifference", amount),
          pay: t("changeFlightPay", amount),
          refund: t("changeFlightRefund", amount),
          confirm: t("changeFlightConfirm"),
          keep: t("changeFlightKeep"),
          failed: t("changeFlightFailed"),
          priceChanged: t("changeFlightPriceChanged"),
          notPaid: t("changeFlightNotPaid"),
          refunded: t("changeFlightRefunded"),
          extrasNotKept: t("changeFlightExtrasNotKept"),
        }}
      />
    </div>
  );
}
