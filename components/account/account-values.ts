import type { Profile } from "@/lib/account/get-profile";
import type { AccountValues } from "./account-form";

/** What the personal details form starts from: the member's own fields of the profile answer. */
export function accountValues(profile: Profile): AccountValues {
  const p = profile.basicprofile[0]!;
  return {
    title: p.title,
    firstName: p.first_name,
    lastName: p.last_name,
    phoneCountryCode: p.phone_country_code,
    mobileNo: p.mobile_no,
    nationalityId: p.nationality?.nationalityId ?? null,
    countryId: p.country?.countryId ?? null,
    languageCode: p.language,
    currencyCode: p.currency,
  };
}
