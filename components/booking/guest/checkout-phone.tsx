"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PhonePicker, phoneDigits, type CountryOption } from "@/components/auth/phone-picker";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { useCountries } from "@/components/auth/use-reference-data";
import { internationalNumber } from "./international-number";

/**
 * A guest's phone at checkout: the shared country-code picker (SPEC §2), starting on the organisation's country, and
 * the number; the form receives the international number (what the booking API keeps).
 */
export function CheckoutPhone({ onChange, error, id }: { onChange: (international: string) => void; error?: string; id: string }) {
  const t = useTranslations("GuestCheckout");
  const { site } = useAuthDialog();
  const countries = useCountries(true);
  const [countryCode, setCountryCode] = useState(site.countryCode);
  const [digits, setDigits] = useState("");
  const dial = (code: string) => countries.find((c: CountryOption) => c.countryCode === code)?.isdCode;
  return (
    <div data-testid="checkout-guest-phone">
      <PhonePicker
        countries={countries}
        countryCode={countryCode}
        onCountryChange={(c) => {
          setCountryCode(c.countryCode);
          onChange(internationalNumber(c.isdCode, digits));
        }}
        number={digits}
        onNumberChange={(n) => {
          const next = phoneDigits(n);
          setDigits(next);
          onChange(internationalNumber(dial(countryCode), next));
        }}
        label={t("phone")}
        error={error}
        id={id}
      />
      <p className="mt-1 text-xs text-slate-500">{t("phoneHint")}</p>
    </div>
  );
}
