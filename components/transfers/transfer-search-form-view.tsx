"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { InputField, SearchFormShell } from "@/components/ui/search-form-shell";
import { DateRangeField, type CalendarMessages } from "@/components/search/date-range-field";
import { CountRow, OccupancyPicker } from "@/components/ui/occupancy-picker";
import type { StayRules } from "@/lib/org/stay-range";
import type { TransferDirection } from "@/lib/suppliers/transfers/types";
import { RemoteCombobox, type Suggestion } from "@/components/ui/remote-combobox";

/** An airport or a hotel of GET /api/places/transfer-points. */
type Point =
  { kind: "airport"; code: string; name: string; city: string; country: string } | { kind: "hotel"; slug: string; name: string; city: string; address: string };

const pointOption = (p: Point): Suggestion =>
  p.kind === "airport"
    ? { value: p.code, label: `${p.city} (${p.code})`, detail: `${p.name}, ${p.country}` }
    : { value: p.slug, label: p.name, detail: `${p.address}, ${p.city}` };

export type TransferFormValues = {
  direction: TransferDirection;
  airport: Suggestion | null;
  hotel: Suggestion | null;
  address: string;
  date: string;
  time: string;
  passengers: number;
  luggage: number;
  flight: string;
};

/** The party picker's words, numbers and limits, formatted on the server (components/search/occupancy-texts.ts). */
export type TransferPartyTexts = {
  done: string;
  close: string;
  numbers: string[];
  fewer: { passengers: string; luggage: string };
  more: { passengers: string; luggage: string };
  /** "2 passengers", "2 suitcases", indexed by the count. */
  passengerCounts: string[];
  luggageCounts: string[];
  separator: string;
  max: { passengers: number; luggage: number };
};

/**
 * The transfer search: airport and hotel (or any address) with a direction toggle, the pick-up day and time, the party
 * and its suitcases. A GET form, so the results are a shareable URL; what the comboboxes chose travels in hidden
 * fields (an address that matches no hotel is sent as typed).
 */
export function TransferSearchFormView({
  values,
  rules,
  weekStart,
  calendar,
  party,
}: {
  values: TransferFormValues;
  party: TransferPartyTexts;
  /** The org's first bookable day (SPEC §9) and the last day transfers are sold. */
  rules: StayRules;
  /** The organisation's first weekday (0 = Sunday), for the calendar. */
  weekStart: number;
  calendar: CalendarMessages;
}) {
  const t = useTranslations("Transfers");
  const [direction, setDirection] = useState<TransferDirection>(values.direction);
  const [airport, setAirport] = useState<Suggestion | null>(values.airport);
  const [airportText, setAirportText] = useState(values.airport?.label ?? "");
  const [hotel, setHotel] = useState<Suggestion | null>(values.hotel);
  const [placeText, setPlaceText] = useState(values.hotel?.label ?? values.address);
  const fromAirport = direction === "from-airport";
  const [passengers, setPassengers] = useState(values.passengers);
  const [luggage, setLuggage] = useState(values.luggage);
  const number = (n: number) => party.numbers[n] ?? String(n);

  // The field's text is kept as typed (an address that matches no hotel is sent as it is); choosing fills it in.
  const point = (
    kind: "airport" | "hotel",
    o: { label: string; placeholder: string; noMatch: string; testId: string; near?: string },
    [selected, select]: [Suggestion | null, (o: Suggestion | null) => void],
    [text, setText]: [string, (text: string) => void],
  ) => (
    <RemoteCombobox<Point>
      label={o.label}
      placeholder={o.placeholder}
      noMatch={o.noMatch}
      url={(q) => `/api/places/transfer-points?${new URLSearchParams({ kind, q, ...(o.near ? { near: o.near } : {}) })}`}
      toOption={pointOption}
      selected={selected}
      onSelect={(chosen) => (select(chosen), chosen && setText(chosen.label))}
      text={{ value: text, onChange: (typed) => (setText(typed), select(null)) }}
      immediate
      sourceKey={`${kind}:${o.near ?? ""}`}
      maxLength={120}
      testIds={{ field: o.testId, input: `${o.testId}-input`, options: `${o.testId}-options`, option: `${o.testId}-option` }}
    />
  );
  const airportField = point(
    "airport",
    {
      label: `${fromAirport ? t("pickUp") : t("dropOff")}: ${t("airport")}`,
      placeholder: t("airportPlaceholder"),
      noMatch: t("noAirport"),
      testId: "transfer-airport",
    },
    [airport, setAirport],
    [airportText, setAirportText],
  );
  const placeField = point(
    "hotel",
    {
      label: `${fromAirport ? t("dropOff") : t("pickUp")}: ${t("place")}`,
      placeholder: t("placePlaceholder"),
      noMatch: t("noSuggestion"),
      testId: "transfer-place",
      near: airport?.value,
    },
    [hotel, setHotel],
    [placeText, setPlaceText],
  );

  return (
    <SearchFormShell
      action="/transfers/results"
      testId="transfer-search-form"
      columns={6}
      weekStart={weekStart}
      submit={{ label: t("submit"), testId: "transfer-search-submit", wide: true }}
    >
      <fieldset className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-6">
        <legend className="sr-only">{t("direction")}</legend>
        {(["from-airport", "to-airport"] as const).map((d) => (
          <label
            key={d}
            className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium has-checked:border-brand has-checked:bg-brand has-checked:text-white"
          >
            <input
              type="radio"
              name="direction"
              value={d}
              checked={direction === d}
              onChange={() => setDirection(d)}
              className="sr-only"
              data-testid={`transfer-direction-${d}`}
            />
            {d === "from-airport" ? t("fromAirport") : t("toAirport")}
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="airport" value={airport?.value ?? airportText.trim().toUpperCase()} />
      {hotel ? <input type="hidden" name="hotel" value={hotel.value} /> : <input type="hidden" name="address" value={placeText.trim()} />}
      {fromAirport ? airportField : placeField}
      {fromAirport ? placeField : airportField}
      <DateRangeField
        mode="single"
        kind="transfer"
        className="field"
        names={{ from: "date" }}
        testIds={{ from: "transfer-date" }}
        labels={{ from: t("date") }}
        from={values.date}
        rules={rules}
        weekStart={weekStart}
        messages={calendar}
      />
      <InputField label={t("time")} name="time" type="time" required defaultValue={values.time} testId="transfer-time" />
      <input type="hidden" name="passengers" value={passengers} />
      <input type="hidden" name="luggage" value={luggage} />
      <OccupancyPicker
        label={`${t("passengers")}, ${t("luggage")}`}
        summary={[party.passengerCounts[passengers], party.luggageCounts[luggage]].join(party.separator)}
        done={party.done}
        close={party.close}
        testId="transfer-party"
        className="field col-span-2"
      >
        <CountRow
          label={t("passengers")}
          value={passengers}
          valueText={number(passengers)}
          min={1}
          max={party.max.passengers}
          onChange={setPassengers}
          decrease={party.fewer.passengers}
          increase={party.more.passengers}
          testId="transfer-passengers"
        />
        <CountRow
          label={t("luggage")}
          value={luggage}
          valueText={number(luggage)}
          min={0}
          max={party.max.luggage}
          onChange={setLuggage}
          decrease={party.fewer.luggage}
          increase={party.more.luggage}
          testId="transfer-luggage"
        />
      </OccupancyPicker>
      <InputField
        label={t("flight")}
        name="flight"
        type="text"
        wide
        maxLength={12}
        defaultValue={values.flight}
        placeholder={t("flightPlaceholder")}
        autoComplete="off"
        testId="transfer-flight"
      />
    </SearchFormShell>
  );
}
