import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { inputClass } from "@/components/ui/form-parts";
import type { SavedTraveller } from "@/components/orders/supplier-checkout-page";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";
import { titleKeyOf } from "@/lib/account/titles";
import { TitleSelect } from "@/components/ui/title-select";
import { countryOptions } from "@/lib/places/names";

/**
 * The guests of the cabin as plain inputs named `travellers.<i>.<field>` (the supplier checkout turns them into the
 * cruise's travellers JSON). Passports are asked for everyone, and required when the itinerary leaves the country.
 * The first guest starts as the account holder; the others, and every title and nationality not known, start empty.
 */
export async function CruiseGuestFields({ offer, saved, countries }: { offer: CruiseOffer; saved: SavedTraveller[]; countries: string[] }) {
  const t = await getTranslations("Cruises.checkout");
  const locale = await getLocale();
  const options = countryOptions(
    countries.map((code) => ({ code })),
    locale,
  );
  const passport = offer.details.international;
  const countrySelect = (name: string, label: string, required: boolean, defaultValue = "") => (
    <label className="text-sm font-medium">
      {label}
      <select name={name} required={required} defaultValue={defaultValue} className={inputClass}>
        <option value="">{t("chooseCountry")}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="space-y-6" data-testid="cruise-guests">
      <div>
        <h2 className="text-lg font-semibold">{t("guestsTitle")}</h2>
        <p className="text-sm text-slate-600">{t("guestsHint", { age: offer.details.minLeadAge })}</p>
      </div>
      {Array.from({ length: offer.details.guests }, (_, i) => {
        const s = i === 0 ? saved.find((x) => x.self) : undefined;
        const p = `travellers.${i}`;
        return (
          <fieldset key={i} className="space-y-4 rounded-xl border border-slate-200 p-4" data-testid="cruise-guest">
            <legend className="px-1 font-semibold">{t("guest", { n: i + 1 })}</legend>
            <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
              <label className="text-sm font-medium">
                {t("title")}
                <TitleSelect name={`${p}.title`} required valueAs="key" defaultValue={titleKeyOf(s?.title) ?? ""} testId={`guest-${i}-title`} />
              </label>
              <label className="text-sm font-medium">
                {t("firstName")}
                <input
                  name={`${p}.firstName`}
                  required
                  maxLength={50}
                  autoComplete={i === 0 ? "given-name" : "off"}
                  defaultValue={s?.firstName}
                  className={inputClass}
                  data-testid={`guest-${i}-firstName`}
                />
              </label>
              <label className="text-sm font-medium">
                {t("lastName")}
                <input
                  name={`${p}.lastName`}
                  required
                  maxLength={50}
                  autoComplete={i === 0 ? "family-name" : "off"}
                  defaultValue={s?.lastName}
                  className={inputClass}
                  data-testid={`guest-${i}-lastName`}
                />
              </label>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="text-sm font-medium">
                {t("dateOfBirth")}
                <input
                  name={`${p}.dateOfBirth`}
                  type="date"
                  required
                  max={offer.details.departureDate}
                  defaultValue={s?.dateOfBirth ?? undefined}
                  className={inputClass}
                  data-testid={`guest-${i}-dateOfBirth`}
                />
              </label>
              {countrySelect(`${p}.nationality`, t("nationality"), true)}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <label className="text-sm font-medium">
                {t("passportNumber")}
                <input
                  name={`${p}.passportNumber`}
                  required={passport}
                  maxLength={9}
                  autoComplete="off"
                  className={inputClass}
                  data-testid={`guest-${i}-passportNumber`}
                />
              </label>
              <label className="text-sm font-medium">
                {t("passportExpiry")}
                <input
                  name={`${p}.passportExpiry`}
                  type="date"
                  required={passport}
                  min={offer.details.arrivalDate}
                  className={inputClass}
                  data-testid={`guest-${i}-passportExpiry`}
                />
              </label>
              {countrySelect(`${p}.passportCountry`, t("passportCountry"), passport)}
            </div>
            <p className="text-xs text-slate-600">{passport ? t("passportRequired") : t("passportOptional")}</p>
          </fieldset>
        );
      })}
    </section>
  );
}
