"use client";

import { useTranslations } from "next-intl";
import type { SelectHTMLAttributes } from "react";
import { titlesFor, type TitleAge } from "@/lib/account/titles";
import { inputClass } from "@/components/ui/form-parts";

/** Whether a form posts a title's number (SPEC payloads) or its word (the suppliers' traveller schemas). */
export type TitleValue = "code" | "key";

/** The titles offered to an adult or a child (lib/account/titles.ts), as options labelled in the page's language. */
export function useTitleOptions(valueAs: TitleValue, age: TitleAge = "adult") {
  const t = useTranslations("Titles");
  return titlesFor(age).map((x) => ({ value: valueAs === "code" ? String(x.code) : x.key, label: t(x.key) }));
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & { valueAs: TitleValue; age?: TitleAge; testId?: string };

/**
 * The one title select of every form: the shared list, starting on "Select title" (nothing is chosen for the person),
 * except a child's, which starts on "No title" — a child has no title unless one is wanted. Controlled (`value`) or
 * plain (`name`, `defaultValue`) like any select.
 */
export function TitleSelect({ valueAs, age = "adult", testId, className, ...props }: Props) {
  const t = useTranslations("Titles");
  const options = useTitleOptions(valueAs, age);
  const childStart = age === "child" && !props.value && !props.defaultValue;
  return (
    <select className={className ?? inputClass} data-testid={testId} {...props} {...(childStart ? { defaultValue: options[0]!.value } : {})}>
      {age === "adult" ? <option value="">{t("choose")}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
