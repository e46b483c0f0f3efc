import type { Profile } from "@/lib/account/get-profile";
import { listCurrencies } from "@/lib/locale/currencies";
import { listLanguages } from "@/lib/locale/languages";
import { AccountForm } from "./account-form";

/** My Profile's details form, filled from the profile answer, with the site's languages and currencies to choose from. */
export async function ProfileAccountForm({ profile }: { profile: Profile }) {
  const [languages, currencies] = await Promise.all([listLanguages(), listCurrencies()]);
  const p = profile.basicprofile[0]!;
  return (
    <AccountForm
      initial={{
        title: p.title,
        firstName: p.first_name,
        lastName: p.last_name,
        phoneCountryCode: p.phone_country_code,
        mobileNo: p.mobile_no,
        nationalityId: p.nationality?.nationalityId ?? null,
        countryId: p.country?.countryId ?? null,
        languageCode: p.language,
        currencyCode: p.currency,
      }}
      languages={languages.map((l) => ({ code: l.code, name: l.name }))}
      currencies={currencies.map((c) => ({ code: c.code, name: c.name }))}
    />
  );
}
