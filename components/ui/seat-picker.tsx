"use client";

import { SeatLegend, SeatMap, type SeatRowView, type SeatView } from "./seat-map";

/**
 * Seats for a party on a trip of several flights: tabs for the flights (a single flight is just named by its route
 * and number), whom the map chooses for (each traveller with the seat they hold), the legend and the map. The product
 * gives the flights, the travellers and the rows as data, and its words.
 */
export function SeatPicker(props: {
  title: string;
  flights: { segmentId: string; origin: string; destination: string; flightNumber: string }[];
  flight: number;
  onFlight(index: number): void;
  people: { id: string; label: string; seat: string; testId: string }[];
  person: string;
  onPerson(id: string): void;
  rows: SeatRowView[];
  onChoose(designator: string): void;
  words: { flights: string; choosingFor: string; front: string; map: string; legend: Record<Exclude<SeatView["state"], "others">, string> };
}) {
  const { flights, flight, people, words } = props;
  const label = (f: (typeof flights)[number]) => (
    <>
      <bdi>
        {f.origin} → {f.destination}
      </bdi>{" "}
      · <span dir="ltr">{f.flightNumber}</span>
    </>
  );
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{props.title}</h3>
      {flights.length > 1 ? (
        <div role="tablist" aria-label={words.flights} className="flex flex-wrap gap-2">
          {flights.map((f, i) => (
            <button
              key={f.segmentId}
              type="button"
              role="tab"
              aria-selected={i === flight}
              onClick={() => props.onFlight(i)}
              className={`rounded-full border px-3 py-1 text-sm ${i === flight ? "border-brand bg-brand text-white" : "border-slate-300 hover:bg-slate-50"}`}
              data-testid={`seat-segment-${i}`}
            >
              {label(f)}
            </button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{flights[flight] ? label(flights[flight]) : null}</p>
      )}
      <fieldset>
        <legend className="text-sm text-slate-600">{words.choosingFor}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {people.map((p) => (
            <label
              key={p.id}
              className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${p.id === props.person ? "border-brand bg-slate-50 font-semibold" : "border-slate-300"}`}
            >
              <input type="radio" className="sr-only" name="seat-passenger" checked={p.id === props.person} onChange={() => props.onPerson(p.id)} />
              {p.label}
              {" · "}
              <span data-testid={p.testId}>{p.seat}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SeatLegend items={(["free", "paid", "taken", "selected"] as const).map((state) => ({ state, text: words.legend[state] }))} />
      <p className="text-xs text-slate-600">{words.front}</p>
      <SeatMap label={words.map} rows={props.rows} onChoose={props.onChoose} testId="seat-map" />
    </div>
  );
}
