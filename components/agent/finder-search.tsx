"use client";

import { useTranslations } from "next-intl";
import { Field, TextInput, secondaryButtonClass } from "@/components/account/form-kit";

/**
 * A catalogue finder's name-or-city box with its Search button (the quote builder's rooms, its activities): Enter
 * searches rather than submitting the quote around it. `testId` names the box; the button is `${testId}-submit`.
 */
export function FinderSearch({
  id,
  label,
  value,
  onChange,
  onSearch,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => Promise<void>;
  testId: string;
}) {
  const t = useTranslations("Agent");
  return (
    <div className="flex flex-1 items-end gap-2">
      <div className="flex-1">
        <Field id={id} label={label}>
          <TextInput
            id={id}
            value={value}
            onChange={onChange}
            testId={testId}
            maxLength={100}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void onSearch();
              }
            }}
          />
        </Field>
      </div>
      <button type="button" onClick={onSearch} className={secondaryButtonClass} data-testid={`${testId}-submit`}>
        {t("search")}
      </button>
    </div>
  );
}
