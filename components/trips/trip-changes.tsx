import { getFormatter } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getRequestContext } from "@/lib/http/page-context";
import { formatMoney } from "@/lib/locale/format";
import type { TripChange } from "@/lib/orders/trip-view";
import { dayText, zonedText, type Format, type TripT } from "@/lib/orders/trip-words";
import { flightExtrasLines } from "@/lib/orders/flight-extras-words";
import { placeTimeText } from "@/lib/orders/place-time";

type Dates = { checkIn?: string; checkOut?: string };

/** The order's "Changes": when (on the organisation's clock), who and what, oldest first. */
export async function TripChanges({ changes, timeZone }: { changes: readonly TripChange[]; timeZone: string }) {
  if (changes.length === 0) return null;
  const t = await getTranslations("Trip");
  const format = await getFormatter();
  const { locale } = await getRequestContext();
  const what = (c: TripChange): string => {
    if (c.kind === "FLIGHT_CHANGED") {
      const at = (d: unknown) => {
        const x = (d ?? {}) as { flights?: string; departsAt?: string; timeZone?: string };
        return x.departsAt ? `${x.flights ?? ""} · ${placeTimeText(format, x.departsAt, x.timeZone ?? "UTC")}` : "";
      };
      const dropped = (c.data.dropped ?? {}) as { seats?: number; bags?: number };
      const ended = (dropped.seats ?? 0) + (dropped.bags ?? 0) > 0 ? ` · ${t("changeExtrasEnded")}` : "";
      const moved = t("changeKind.FLIGHT_CHANGED", { from: at(c.data.from), to: at(c.data.to) }) + ended;
      const total = Number(c.data.changeTotalMinor ?? 0);
      const amount = formatMoney(Math.abs(total), String(c.data.currency ?? "USD"), locale);
      return total === 0 ? moved : `${moved} · ${t(`changeSettled.${total > 0 ? "CHARGE" : "REFUND"}`, { amount })}`;
    }
    if (c.kind === "BAGS_ADDED") {
      const bags = flightExtrasLines(t as unknown as TripT, format, { extras: { seats: [], bags: c.data.bags } });
      const amount = formatMoney(Number(c.data.totalMinor ?? 0), String(c.data.currency ?? "USD"), locale);
      return `${t("changeKind.BAGS_ADDED", { bags: bags.join("; ") })} · ${t("changeSettled.CHARGE", { amount })}`;
    }
    if (c.kind !== "DATE_CHANGE") return t(`changeKind.${c.kind as "NAME_CORRECTED"}`, { from: String(c.data.from ?? ""), to: String(c.data.to ?? "") });
    const moved = t("changeKind.DATE_CHANGE", { from: datesText(format, c.data.from as Dates), to: datesText(format, c.data.to as Dates) });
    const difference = Math.abs(Number(c.data.differenceMinor ?? 0));
    const amount = formatMoney(difference, String(c.data.currency ?? "USD"), locale);
    const settlement = String(c.data.settlement ?? "NONE") as "CHARGE";
    return difference === 0 ? moved : `${moved} · ${t(`changeSettled.${settlement}`, { amount })}`;
  };
  return (
    <section aria-labelledby="trip-changes">
      <h3 id="trip-changes" className="text-lg font-semibold">
        {t("changes")}
      </h3>
      <ol className="mt-1 space-y-1 text-sm" data-testid="trip-changes">
        {changes.map((c) => (
          <li key={c.id} data-testid="trip-change" data-kind={c.kind}>
            <time dateTime={c.at} className="text-slate-600">
              {zonedText(format, c.at, timeZone)}
            </time>
            {" · "}
            <span>{t(`changeActor.${c.actor as "MEMBER"}`)}</span>
            {" · "}
            <span>{what(c)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A stay's days as the trip page writes them. */
function datesText(format: Format, d: Dates | undefined): string {
  return d?.checkIn && d.checkOut ? `${dayText(format, d.checkIn)} – ${dayText(format, d.checkOut)}` : "";
}
