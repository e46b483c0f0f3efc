import { getTranslations } from "@/lib/locale/translations";
import { PeopleFields, personWords } from "@/components/ui/people-fields";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";

/**
 * The guests of the cabin on the kit's people fields (the cruise's travellers schema reads `travellers.<i>.<field>`).
 * Passports are asked for everyone, and required when the itinerary leaves the country. The first guest starts as
 * the account holder; the others start empty.
 */
export async function CruiseGuestFields({ offer, saved, countries }: { offer: CruiseOffer; saved: SavedTraveller[]; countries: string[] }) {
  const t = await getTranslations("Cruises.checkout");
  const d = offer.details;
  const passport = d.international ? "required" : "optional";
  return (
    <PeopleFields
      title={t("guestsTitle")}
      hint={t("guestsHint", { age: d.minLeadAge })}
      testId="cruise-guests"
      idPrefix="guest"
      personTestId="cruise-guest"
      people={Array.from({ length: d.guests }, (_, i) => ({
        legend: t("guest", { n: i + 1 }),
        born: { max: d.departureDate },
        note: d.international ? t("passportRequired") : t("passportOptional"),
      }))}
      words={{ ...personWords(t), choose: t("chooseCountry") }}
      need={{ person: "required", gender: "no", nationality: "required", passport, passportCountry: passport }}
      maxLength={{ name: 50, passport: 9 }}
      countries={countries}
      passportValidFrom={d.arrivalDate}
      saved={saved}
    />
  );
}
