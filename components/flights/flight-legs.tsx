import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import type { FlightSlice } from "@/lib/suppliers/flights/types";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { AirportChangeNotice } from "./airport-change-notice";
import { FlightSegments } from "./flight-segments";

const dayShift = (from: string, to: string) =>
  Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);

async function SliceRow({ slice, label, detailed, divided }: { slice: FlightSlice; label?: string; detailed: boolean; divided: boolean }) {
  const [t, { sep, clock, count }] = await Promise.all([getTranslations("Flights.card"), readerFormats()]);
  const stops = slice.segments.length - 1;
  const shift = dayShift(slice.departsAt, slice.arrivesAt);
  const duration = t("duration", { hours: Math.floor(slice.durationMinutes / 60), minutes: slice.durationMinutes % 60 });
  return (
    <div className={`grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1${divided ? " border-t border-slate-200 pt-3" : ""}`}>
      {label ? <p className="col-span-3 text-xs font-medium text-slate-600">{label}</p> : null}
      <div className="text-start">
        <div className="text-lg font-semibold" dir="ltr">
          {clock(slice.departsAt)}
        </div>
        <div className="text-xs text-slate-600">{slice.origin.iata}</div>
      </div>
      <div className="text-center text-xs text-slate-600">
        <div>{duration}</div>
        <div className="my-1 h-px bg-slate-300" aria-hidden />
        <div>
          {stops === 0
            ? t("nonstop")
            : t("stops", { count: stops }) +
              sep +
              slice.layovers.map((l) => t("layover", { airport: l.airport.iata, hours: Math.floor(l.minutes / 60), minutes: l.minutes % 60 })).join(", ")}
        </div>
      </div>
      <div className="text-end">
        <div className="text-lg font-semibold" dir="ltr">
          {clock(slice.arrivesAt)}
          {/* A left-to-right mark before "+": between two Arabic-Indic numbers it would take the right-to-left side and
              show "١+" before the time. */}
          {shift > 0 ? <sup className="ms-0.5 text-xs text-red-700">{`\u200E+${count(shift)}`}</sup> : null}
        </div>
        <div className="text-xs text-slate-600">{slice.destination.iata}</div>
      </div>
      {/* Flight numbers are codes, printed in Latin as airlines and boarding passes print them, in every language. */}
      {detailed ? (
        <FlightSegments slice={slice} />
      ) : (
        <p className="col-span-3 text-xs text-slate-600" dir="auto" data-testid="flight-numbers">
          {slice.segments
            .map((s) => `${s.flightNumber}${s.operating.iata !== s.marketing.iata ? ` (${t("operatedBy", { airline: s.operating.name })})` : ""}`)
            .join(sep)}
        </p>
      )}
    </div>
  );
}

/**
 * A trip's legs as the result card, the package card and the checkouts draw them: each way's local times, duration,
 * stops and flights (`labelled`: "Outbound" and "Return" over them), then the airport-change warning. `detailed` (the
 * flight checkout): each way's fare over it and its flights in full under it (./flight-segments.tsx).
 */
export async function FlightLegs({ slices, labelled = false, detailed = false }: { slices: FlightSlice[]; labelled?: boolean; detailed?: boolean }) {
  const [t, fares, f] = await Promise.all([getTranslations("Flights.summary"), getTranslations("Flights.summary.fares"), readerFormats()]);
  const way = (i: number) => (slices.length === 1 ? t("flight") : i === 0 ? t("outbound") : t("inbound"));
  const label = (s: FlightSlice, i: number) => f.join([way(i), detailed && s.fareBrand && t("fareBrand", { brand: catalogueName(fares, s.fareBrand) })]);
  return (
    <>
      {slices.map((s, i) => (
        // In full (the checkout), each way's flights run long: a rule tells the return from the outbound's last flight.
        <SliceRow key={i} slice={s} label={labelled ? label(s, i) : undefined} detailed={detailed} divided={detailed && i > 0} />
      ))}
      <AirportChangeNotice slices={slices} />
    </>
  );
}
