"use client";

import { AirportCombobox, type AirportTexts, type PlaceOption } from "@/components/flights/airport-combobox";
import { DatesField } from "@/components/ui/dates-field";
import { PartyPicker, type PartyTexts, type PartyValues } from "@/components/ui/party-picker";
import type { CalendarMessages } from "@/components/search/date-range-field";
import { SearchFormShell, SelectField } from "@/components/ui/search-form-shell";
import type { StayRules } from "@/lib/org/stay-range";

export type PackageFormTexts = AirportTexts & Record<"from" | "to" | "chooseDestination" | "checkIn" | "checkOut" | "submit" | "weekStartsOn", string>;

export type PackageFormValues = PartyValues & { from: PlaceOption | null; to: string; checkIn: string; checkOut: string };

/**
 * The package search on the kit's search form: a plain GET form to /packages/results — the flight search's fields
 * (where from, the days out and back, who travels) with a destination of the catalogue and the rooms.
 */
export function PackageSearchFormView(props: {
  texts: PackageFormTexts;
  party: PartyTexts;
  values: PackageFormValues;
  destinations: { slug: string; name: string; airportCode: string }[];
  /** The org's first bookable day (SPEC §9), the last day flights are sold and the longest stay. */
  rules: StayRules;
  weekStart: number;
  calendar: CalendarMessages;
  errors: Record<string, string>;
}) {
  const { texts, values, errors } = props;
  return (
    <SearchFormShell
      action="/packages/results"
      testId="package-search-form"
      columns={6}
      weekStart={props.weekStart}
      submit={{ label: texts.submit, testId: "package-search-submit", wide: true }}
      note={texts.weekStartsOn}
    >
      <AirportCombobox name="from" label={texts.from} texts={texts} initial={values.from} error={errors.from} />
      <div className="col-span-2 min-w-0">
        <SelectField
          label={texts.to}
          name="to"
          required
          defaultValue={values.to}
          testId="package-to"
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={errors.to ? "package-to-error" : undefined}
        >
          <option value="">{texts.chooseDestination}</option>
          {props.destinations.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name} ({d.airportCode})
            </option>
          ))}
        </SelectField>
        {errors.to ? (
          <p id="package-to-error" className="mt-1 text-sm text-red-700" data-testid="package-error-to">
            {errors.to}
          </p>
        ) : null}
      </div>
      <DatesField
        className="field"
        names={{ from: "checkin", to: "checkout" }}
        labels={{ from: texts.checkIn, to: texts.checkOut }}
        from={values.checkIn}
        to={values.checkOut}
        rules={props.rules}
        weekStart={props.weekStart}
        messages={props.calendar}
        testIds={{ from: "package-checkin", to: "package-checkout" }}
        errors={errors}
        testPrefix="package"
      />
      <PartyPicker texts={props.party} values={values} errors={errors} testId="package-party" testPrefix="package" className="field col-span-2" />
    </SearchFormShell>
  );
}
