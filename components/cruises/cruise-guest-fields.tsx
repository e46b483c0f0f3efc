import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { nameRow, TravellerInputs, TravellerSection } from "@/components/ui/traveller-fields";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";
import { titleKeyOf } from "@/lib/account/titles";
import { countryOptions } from "@/lib/places/names";

/**
 * The guests of the cabin (the cruise's travellers schema reads `travellers.<i>.<field>`). Passports are asked for
 * everyone, and required when the itinerary leaves the country. The first guest starts as the account holder; the
 * others, and every title and nationality not known, start empty.
 */
export async function CruiseGuestFields({ offer, saved, countries }: { offer: CruiseOffer; saved: SavedTraveller[]; countries: string[] }) {
  const t = await getTranslations("Cruises.checkout");
  const locale = await getLocale();
  const options = countryOptions(
    countries.map((code) => ({ code })),
    locale,
  );
  const d = offer.details;
  const passport = d.international;
  const country = (name: string, label: string, required: boolean) => ({
    name,
    label,
    kind: "country" as const,
    options,
    choose: t("chooseCountry"),
    required,
  });
  return (
    <TravellerSection title={t("guestsTitle")} hint={t("guestsHint", { age: d.minLeadAge })} testId="cruise-guests">
      {Array.from({ length: d.guests }, (_, i) => {
        const s = i === 0 ? saved.find((x) => x.self) : undefined;
        return (
          <fieldset key={i} className="space-y-4 rounded-xl border border-slate-200 p-4" data-testid="cruise-guest">
            <legend className="px-1 font-semibold">{t("guest", { n: i + 1 })}</legend>
            <TravellerInputs
              index={i}
              idPrefix={`guest-${i}`}
              rows={[
                nameRow([t("title"), t("firstName"), t("lastName")], {
                  valueAs: "key",
                  title: titleKeyOf(s?.title) ?? "",
                  person: s,
                  maxLength: 50,
                  required: true,
                  own: i === 0,
                }),
                [
                  {
                    name: "dateOfBirth",
                    label: t("dateOfBirth"),
                    input: { type: "date", required: true, max: d.departureDate, defaultValue: s?.dateOfBirth ?? undefined },
                  },
                  country("nationality", t("nationality"), true),
                ],
                [
                  { name: "passportNumber", label: t("passportNumber"), input: { required: passport, maxLength: 9, autoComplete: "off" } },
                  { name: "passportExpiry", label: t("passportExpiry"), input: { type: "date", required: passport, min: d.arrivalDate } },
                  country("passportCountry", t("passportCountry"), passport),
                ],
              ]}
            />
            <p className="text-xs text-slate-600">{passport ? t("passportRequired") : t("passportOptional")}</p>
          </fieldset>
        );
      })}
    </TravellerSection>
  );
}
