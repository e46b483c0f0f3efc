import { getTranslations } from "@/lib/locale/translations";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { addDays } from "@/lib/org/calendar";
import { ageBounds, dateOfBirthFits } from "@/lib/suppliers/cars/age-ranges";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { titleKeyOf } from "@/lib/account/titles";
import { TravellerInputs, TravellerSection } from "@/components/ui/traveller-fields";

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
  return (
    <TravellerSection title={t("title")} hint={t("intro")} testId="driver-fields">
      <input type="hidden" name="travellers.0.ageRange" value={d.ageRange} />
      <input type="hidden" name="travellers.0.pickupDate" value={d.pickupDate} />
      <TravellerInputs
        index={0}
        idPrefix="driver"
        rows={[
          [
            { name: "title", label: t("salutation"), kind: "title", valueAs: "key", defaultValue: titleKeyOf(fitting?.title) },
            { name: "firstName", label: t("firstName"), input: { autoComplete: "given-name", maxLength: 60, defaultValue: fitting?.firstName } },
            { name: "lastName", label: t("lastName"), input: { autoComplete: "family-name", maxLength: 60, defaultValue: fitting?.lastName } },
          ],
          [
            {
              name: "dateOfBirth",
              label: t("dateOfBirth"),
              input: { type: "date", min: earliest, max: latest, autoComplete: "bday", defaultValue: fitting?.dateOfBirth ?? undefined },
              hint: t("ageHint", { range: ta(d.ageRange) }),
            },
            { name: "flightNumber", label: t("flightNumber"), input: { maxLength: 8, autoCapitalize: "characters" }, hint: t("flightHint") },
          ],
          [
            { name: "email", label: t("email"), input: { type: "email", autoComplete: "email", maxLength: 254 } },
            {
              name: "phone",
              label: t("phone"),
              input: { type: "tel", autoComplete: "tel", maxLength: 20 },
              hint: t.rich("phoneHint", { num: (n) => <bdi dir="ltr">{n}</bdi> }),
            },
          ],
        ]}
      />
    </TravellerSection>
  );
}
