import { getTranslations } from "@/lib/locale/translations";
import type { FlightDetails, FlightSlice } from "@/lib/suppliers/flights/types";
import { AirportChangeNotice } from "@/components/flights/airport-change-notice";
import { getLocale } from "next-intl/server";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatClock } from "@/lib/locale/numbers";

/** A package's flight in brief: the airline, then each way's local times, airports and stops. */
export async function PackageFlightSummary({ details }: { details: FlightDetails }) {
  const [t, locale] = await Promise.all([getTranslations("Packages.results"), getLocale()]);
  const hm = (iso: string) => formatClock(iso, locale);
  const row = (label: string, s: FlightSlice) => {
    const stops = s.segments.length - 1;
    return (
      <li className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="w-12 shrink-0 text-xs font-medium text-slate-600">{label}</span>
        <span dir="ltr" className="font-semibold text-slate-900">
          {hm(s.departsAt)} {s.origin.iata} → {hm(s.arrivesAt)} {s.destination.iata}
        </span>
        <span className="text-xs text-slate-600">
          {t("duration", { hours: Math.floor(s.durationMinutes / 60), minutes: s.durationMinutes % 60 })}
          {partSeparator(locale)}
          {stops === 0 ? t("nonstop") : t("stops", { count: stops })}
        </span>
      </li>
    );
  };
  const [out, back] = details.slices;
  return (
    <div data-testid="package-flight">
      <p className="text-sm font-medium text-slate-800">{t("flightTitle", { airline: details.airline.name })}</p>
      <ul className="mt-1 space-y-1">
        {out ? row(t("outbound"), out) : null}
        {back ? row(t("inbound"), back) : null}
      </ul>
      <AirportChangeNotice slices={details.slices} />
    </div>
  );
}
