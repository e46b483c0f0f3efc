"use client";

import { useEffect, useRef, useState } from "react";
import { defaultNationalityId } from "./nationality-typeahead";
import type { CountryOption } from "./phone-picker";
import { useCountries, useNationalities } from "./use-reference-data";

/**
 * SPEC §5: the nationality defaults from the country, or the first/default entry; the phone picker from the country
 * too. An invitation's country wins over the visitor's, even when the list arrived first.
 */
export function useSignUpCountry(visitorCountry: string | null | undefined, inviteCountry: string | null) {
  const [chosenNationality, setNationality] = useState<number | null>(null);
  const [country, setCountry] = useState<CountryOption | null>(null);
  const inviteApplied = useRef(false);
  const countries = useCountries(true);
  const { list: nationalities, loaded } = useNationalities(true);
  const fromCountry = inviteCountry ?? visitorCountry;
  const nationality = chosenNationality ?? (loaded ? defaultNationalityId(nationalities, fromCountry) : null);

  useEffect(() => {
    const invited = inviteCountry && !inviteApplied.current ? countries.find((c) => c.countryCode === inviteCountry) : undefined;
    if (invited) {
      inviteApplied.current = true;
      setCountry(invited);
    } else if (!country && countries.length)
      setCountry(countries.find((c) => c.countryCode === fromCountry) ?? countries.find((c) => c.countryId === 235) ?? countries[0] ?? null);
  }, [countries, country, fromCountry, inviteCountry]);

  return { countries, country, setCountry, nationalities, nationality, setNationality };
}
