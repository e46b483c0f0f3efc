import { formatMoney } from "@/lib/locale/format";
import type { Translate } from "@/lib/locale/translations";
import { flightExtrasLines } from "@/lib/orders/flight-extras-words";
import type { Format, TripT } from "@/lib/orders/trip-words";
import type { BagsChange } from "./bags-change";

type Facts = { orgName: string; reference: string; title: string; tripUrl: string | null; locale: string };

/**
 * The e-mail that confirms extra bags added after booking, in the reader's language (`t`: the "Trip" texts, from
 * tripTexts): each bag as the trip page names it (lib/orders/flight-extras-words.ts) and what the card paid.
 */
export function bagsAddedMail(b: Facts, change: BagsChange, w: { t: Translate; format: Format }) {
  const facts = { reference: b.reference, title: b.title };
  const lines = flightExtrasLines(w.t as unknown as TripT, w.format, { extras: { seats: [], bags: change.bags } });
  return {
    subject: w.t("mailBagsAddedSubject", facts),
    text: [
      w.t("mailBagsAdded", facts),
      lines.join("\n"),
      w.t("mailBagsCharged", { amount: formatMoney(change.totalMinor, change.currency, b.locale) }),
      b.tripUrl ?? "",
      b.orgName,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
