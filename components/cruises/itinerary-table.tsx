import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { formatDate } from "@/lib/locale/format";
import type { ItineraryDay } from "@/lib/suppliers/cruises/types";

/** The itinerary day by day; times are the port's local time, with its zone's abbreviation. */
export async function ItineraryTable({ itinerary }: { itinerary: ItineraryDay[] }) {
  const t = await getTranslations("Cruises.itinerary");
  const locale = await getLocale();
  const time = (iso: string | null, tz: string) => (iso ? formatDate(iso, locale, tz, { hour: "2-digit", minute: "2-digit", timeZoneName: "short" }) : "—");
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="itinerary">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-slate-50 text-start text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t("day")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("date")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("port")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("arrive")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("depart")}
            </th>
          </tr>
        </thead>
        <tbody>
          {itinerary.map((d) => (
            <tr
              key={d.day}
              className="border-t border-slate-100"
              data-testid="itinerary-day"
              data-port={d.port?.code ?? "SEA"}
              data-arrive-at={d.arriveAt ?? ""}
              data-depart-at={d.departAt ?? ""}
            >
              <td className="px-3 py-2 font-medium">{d.day}</td>
              <td className="whitespace-nowrap px-3 py-2">
                {formatDate(`${d.date}T12:00:00Z`, locale, "UTC", { weekday: "short", day: "numeric", month: "short" })}
              </td>
              <td className="px-3 py-2">{d.port ? <span dir="ltr">{d.port.name}</span> : <span className="italic text-slate-600">{t("atSea")}</span>}</td>
              <td className="whitespace-nowrap px-3 py-2">{d.port ? time(d.arriveAt, d.port.timeZone) : "—"}</td>
              <td className="whitespace-nowrap px-3 py-2">{d.port ? time(d.departAt, d.port.timeZone) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
