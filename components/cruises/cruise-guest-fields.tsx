import { getTranslations } from "@/lib/locale/translations";
import { PeopleFields, personWords, type PersonSlot } from "@/components/ui/people-fields";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { monthsAfter } from "@/lib/calendar/age";
import { birthRangeForAge } from "@/lib/suppliers/cruises/guest-ages";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";

/**
 * The guests of the cabin on the kit's people fields (the cruise's travellers schema reads `travellers.<i>.<field>`):
 * the adults, then each child of the fare at the age it was priced for, whose date of birth is held to that age on
 * the day of sailing. Passports are asked for everyone, and required when the itinerary leaves the country. The first
 * guest starts as the account holder; the others start empty.
 */
export async function CruiseGuestFields({ offer, saved, countries }: { offer: CruiseOffer; saved: SavedTraveller[]; countries: string[] }) {
  const t = await getTranslations("Cruises.checkout");
  const d = offer.details;
  const passport = d.international ? "required" : "optional";
  const childAges = d.childAges ?? [];
  const adults = d.guests - childAges.length;
  const note = d.international ? t("passportRequired") : t("passportOptional");
  const people = Array.from({ length: d.guests }, (_, i): PersonSlot => {
    const age = childAges[i - adults];
    if (age === undefined) return { legend: t("guest", { n: i + 1 }), born: { max: monthsAfter(d.departureDate, -12 * 18) }, note };
    return {
      legend: t("childGuest", { n: i + 1, age }),
      born: birthRangeForAge(d.departureDate, age, d.minAgeMonths),
      titleAge: "child",
      note: `${t("childBorn", { age })} ${note}`,
    };
  });
  return (
    <PeopleFields
      title={t("guestsTitle")}
      hint={t("guestsHint", { age: d.minLeadAge })}
      testId="cruise-guests"
      idPrefix="guest"
      personTestId="cruise-guest"
      people={people}
      words={{ ...personWords(t), choose: t("chooseCountry") }}
      need={{ person: "required", gender: "no", nationality: "required", passport, passportCountry: passport }}
      maxLength={{ name: 50, passport: 9 }}
      countries={countries}
      passportValidFrom={d.arrivalDate}
      saved={saved}
    />
  );
}
