import { getTranslations } from "@/lib/locale/translations";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { dateOfBirthFits, dateOfBirthRange } from "@/lib/suppliers/cars/age-ranges";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { titleKeyOf } from "@/lib/account/titles";
import { nameRow, TravellerInputs, TravellerSection } from "@/components/ui/traveller-fields";

/**
 * The main driver, as carModule's travellers schema reads them (`travellers.0.<field>`, all strings): the names and
 * date of birth as on the licence, how the desk reaches them and the arriving flight. The age range and pick-up day
 * the price was quoted for travel as hidden fields, so the server checks the date of birth against them; the date
 * picker offers only dates of birth within the range. The driver starts as the account holder (names and title; the
 * account keeps no date of birth), else as a saved traveller of the right age.
 */
export async function DriverFields({ offer, saved }: { offer: Offer<CarDetails>; saved: SavedTraveller[] }) {
  const [t, ta] = await Promise.all([getTranslations("Cars.driver"), getTranslations("Cars.form.ages")]);
  const d = offer.details;
  const { earliest, latest } = dateOfBirthRange(d.ageRange, d.pickupDate);
  const fitting = saved.find((s) => s.self) ?? saved.find((s) => s.dateOfBirth && dateOfBirthFits(d.ageRange, s.dateOfBirth, d.pickupDate));
  return (
    <TravellerSection title={t("title")} hint={t("intro")} testId="driver-fields">
      <input type="hidden" name="travellers.0.ageRange" value={d.ageRange} />
      <input type="hidden" name="travellers.0.pickupDate" value={d.pickupDate} />
      <TravellerInputs
        index={0}
        idPrefix="driver"
        rows={[
          nameRow([t("salutation"), t("firstName"), t("lastName")], { valueAs: "key", title: titleKeyOf(fitting?.title), person: fitting, maxLength: 60 }),
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
