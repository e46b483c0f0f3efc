"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { inputClass } from "@/components/ui/form-parts";
import type { TravelerView } from "@/lib/account/get-profile";

/** Checkout: fill the traveller's details from the member's own details or one of their saved travellers. */
export function TravelerPicker({ travelers, onPick }: { travelers: TravelerView[]; onPick: (t: TravelerView | null) => void }) {
  const t = useTranslations("Account");
  const id = useId();
  if (travelers.length === 0) return null;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t("pickTraveler")}
      </label>
      <select
        id={id}
        className={inputClass}
        data-testid="traveler-picker"
        defaultValue=""
        onChange={(e) => onPick(travelers.find((x) => String(x.id) === e.target.value) ?? null)}
      >
        <option value="">{t("pickMyself")}</option>
        {travelers.map((x) => (
          <option key={x.id} value={x.id}>
            {x.firstName} {x.lastName}
          </option>
        ))}
      </select>
    </div>
  );
}
