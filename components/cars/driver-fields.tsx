import { getTranslations } from "@/lib/locale/translations";
import type { ReactNode } from "react";
import { inputClass } from "@/components/ui/form-parts";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { addDays } from "@/lib/org/calendar";
import { ageBounds, dateOfBirthFits } from "@/lib/suppliers/cars/age-ranges";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { titleKeyOf } from "@/lib/account/titles";
import { TitleSelect } from "@/components/ui/title-select";

/** The same day `years` years earlier (29 February falls back to the 28th). */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * The main driver, as carModule's travellers schema reads them (`travellers.0.<field>`, all strings): the names and
 * date of birth as on the licence, how the desk reaches them and the arriving flight. The age range and pick-up day
 * the price was quoted for travel as hidden fields, so the server checks the date of birth against them; the date
 * picker offers only dates of birth within the range. The driver starts as the account holder (names and title; the
 * account keeps no date of birth), else as a saved traveller of the right age.
 */
export async function DriverFields({ offer, saved }: { offer: Offer<CarDetails>; saved: SavedTraveller[] }) {
  const t = await getTranslations("Cars.driver");
  const ta = await getTranslations("Cars.form.ages");
  const d = offer.details;
  const bounds = ageBounds(d.ageRange);
  // Oldest allowed: the day after they would turn max + 1; youngest: they turn min on the pick-up day.
  const earliest = addDays(yearsBefore(d.pickupDate, bounds.max + 1), 1);
  const latest = yearsBefore(d.pickupDate, bounds.min);
  const fitting = saved.find((s) => s.self) ?? saved.find((s) => s.dateOfBirth && dateOfBirthFits(d.ageRange, s.dateOfBirth, d.pickupDate));
  const name = (field: string) => `travellers.0.${field}`;
  const input = (field: string, label: string, props: Record<string, unknown>, hint?: ReactNode) => (
    <div>
      <label htmlFor={`driver-${field}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`driver-${field}`}
        name={name(field)}
        className={inputClass}
        aria-describedby={hint ? `driver-${field}-hint` : undefined}
        data-testid={`driver-${field}`}
        {...props}
      />
      {hint ? (
        <p id={`driver-${field}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="space-y-4" data-testid="driver-fields">
      <div>
        <h2 className="text-lg font-semibold">{t("title")}</h2>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      <input type="hidden" name={name("ageRange")} value={d.ageRange} />
      <input type="hidden" name={name("pickupDate")} value={d.pickupDate} />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <div>
          <label htmlFor="driver-title" className="text-sm font-medium">
            {t("salutation")}
          </label>
          <TitleSelect id="driver-title" name={name("title")} valueAs="key" defaultValue={titleKeyOf(fitting?.title) ?? ""} testId="driver-title" />
        </div>
        {input("firstName", t("firstName"), { autoComplete: "given-name", maxLength: 60, defaultValue: fitting?.firstName })}
        {input("lastName", t("lastName"), { autoComplete: "family-name", maxLength: 60, defaultValue: fitting?.lastName })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input(
          "dateOfBirth",
          t("dateOfBirth"),
          { type: "date", min: earliest, max: latest, autoComplete: "bday", defaultValue: fitting?.dateOfBirth ?? undefined },
          t("ageHint", { range: ta(d.ageRange) }),
        )}
        {input("flightNumber", t("flightNumber"), { maxLength: 8, autoCapitalize: "characters" }, t("flightHint"))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("email", t("email"), { type: "email", autoComplete: "email", maxLength: 254 })}
        {input("phone", t("phone"), { type: "tel", autoComplete: "tel", maxLength: 20 }, t.rich("phoneHint", { num: (n) => <bdi dir="ltr">{n}</bdi> }))}
      </div>
    </section>
  );
}
