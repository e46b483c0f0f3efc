"use client";

import { useLocale, useTranslations } from "next-intl";
import { ChildAgeSelect } from "@/components/search/child-age-select";
import { Stepper } from "@/components/ui/stepper";
import { MAX_CHILD_AGE, MAX_PARTY } from "@/lib/booking/occupancy";

const ALL_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, a) => a);

/** A quote's party: adults and children with steppers, each child's age chosen (an age not yet chosen is null). */
export type QuotePartyValue = { adults: number; ages: (number | null)[] };

/**
 * Who the quoted room is for, asked as the site's own party picker asks it (components/search/room-occupancy.tsx):
 * adults, children, and every child's age — children under 2 sleep in a cot and take no bed, so the ages decide which
 * rooms fit, and the booking and its trip page name them.
 */
export function QuoteParty({
  value,
  onChange,
  agesShown,
  error,
}: {
  value: QuotePartyValue;
  onChange: (value: QuotePartyValue) => void;
  /** Whether an age not chosen is marked (after the agent tried to go on without it). */
  agesShown: boolean;
  error?: string;
}) {
  const t = useTranslations("Occupancy");
  const ta = useTranslations("Agent");
  const locale = useLocale();
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
  const ageNames = ALL_AGES.map((age) => t("ageName", { age }));
  const full = value.adults + value.ages.length >= MAX_PARTY;
  const row = (label: string, hint: string, stepper: React.ReactNode) => (
    <div className="flex items-center justify-between gap-4">
      <span className="text-sm">
        <span className="font-medium">{label}</span> <span className="text-slate-600">{hint}</span>
      </span>
      {stepper}
    </div>
  );
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 sm:max-w-md" data-testid="quote-party">
      <legend className="px-1 text-sm font-medium">{ta("guestsLabel")}</legend>
      {row(
        t("adults"),
        t("adultsHint"),
        <Stepper
          value={value.adults}
          min={1}
          max={full ? value.adults : MAX_PARTY}
          onChange={(adults) => onChange({ ...value, adults })}
          label={t("adults")}
          valueText={number(value.adults)}
          decrease={t("fewerAdults")}
          increase={t("moreAdults")}
          testId="quote-adults"
        />,
      )}
      {row(
        t("children"),
        t("childrenHint"),
        <Stepper
          value={value.ages.length}
          max={full ? value.ages.length : MAX_PARTY - 1}
          onChange={(count) => onChange({ ...value, ages: count > value.ages.length ? [...value.ages, null] : value.ages.slice(0, count) })}
          label={t("children")}
          valueText={number(value.ages.length)}
          decrease={t("fewerChildren")}
          increase={t("moreChildren")}
          testId="quote-children"
        />,
      )}
      {value.ages.map((age, i) => (
        <ChildAgeSelect
          key={i}
          label={t("childAge", { number: i + 1 })}
          value={age}
          ages={ALL_AGES}
          names={ageNames}
          placeholder={t("agePlaceholder")}
          invalid={agesShown && age === null}
          onChange={(chosen) => onChange({ ...value, ages: value.ages.map((a, n) => (n === i ? chosen : a)) })}
          testId={`quote-child-age-${i + 1}`}
        />
      ))}
      {error || (agesShown && value.ages.includes(null)) ? (
        <p className="text-sm text-red-700" role="alert" data-testid="quote-party-error">
          {error ?? t("ageMissing")}
        </p>
      ) : null}
    </fieldset>
  );
}
