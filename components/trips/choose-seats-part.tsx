import { getTranslations } from "@/lib/locale/translations";
import { ChooseSeatsButton } from "./choose-seats-button";

/**
 * "Choose seats" on a booked flight while extras can be bought (lib/orders/changes/add-bags-rule.ts: until the first
 * flight departs), with the seat map's words in the reader's language: the checkout's own (Flights.extras) and the
 * trip page's. `via`: a guest's manage-booking token.
 */
export async function ChooseSeatsPart({ reference, via }: { reference: string; via?: { token: string } }) {
  const t = await getTranslations("Trip");
  const x = await getTranslations("Flights.extras");
  // Placeholders the dialog fills with seats, amounts and numbers, formatted in the same language.
  const keep = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `{${n}}`]));
  return (
    <div className="mt-3">
      <ChooseSeatsButton
        reference={reference}
        via={via}
        texts={{
          button: t("seats.button"),
          title: t("seats.title"),
          rule: t("seats.rule"),
          loading: t("seats.loading"),
          none: x("noSeatMap"),
          current: t("seats.current", keep("seat")),
          moveTo: t("seats.moveTo", keep("from", "to")),
          total: t("seats.total"),
          pay: t("seats.pay", keep("amount")),
          save: t("seats.save"),
          keep: t("seats.keep"),
          done: t("seats.done"),
          priceChanged: t("seats.priceChanged"),
          taken: t("seats.taken"),
          failed: t("seats.failed"),
          notPaid: t("seats.notPaid"),
          refunded: t("seats.refunded"),
          flights: x("flights"),
          choosingFor: x("choosingFor"),
          seat: x("seat", keep("seat")),
          noSeat: x("noSeat"),
          front: x("front"),
          mapLabel: x("mapLabel", keep("from", "to")),
          yours: x("seatYours", keep("seat")),
          others: t("seats.others", keep("seat", "passenger")),
          taken_: x("seatTaken", keep("seat")),
          paid: x("seatPaid", keep("seat", "price")),
          free: x("seatFree", keep("seat")),
          exit: x("exit"),
          galley: x("galley"),
          lavatory: x("lavatory"),
          closet: x("closet"),
          stairs: x("stairs"),
          legendFree: x("legendFree"),
          legendPaid: x("legendPaid"),
          legendTaken: x("legendTaken"),
          legendSelected: x("legendSelected"),
        }}
      />
    </div>
  );
}
