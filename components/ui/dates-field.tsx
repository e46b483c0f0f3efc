"use client";

import type { ComponentProps } from "react";
import { DateRangeField } from "@/components/search/date-range-field";

/** A search's days (one, or from and to) in two columns of the search grid, with the search's own message about them under the button. */
export function DatesField({
  errors,
  testPrefix,
  ...field
}: ComponentProps<typeof DateRangeField> & { names: { from: string; to?: string }; errors: Record<string, string>; testPrefix: string }) {
  const wrong = [field.names.from, field.names.to].find((n) => n && errors[n]);
  const errorId = `${testPrefix}-dates-error`;
  return (
    <div className="col-span-2 min-w-0">
      <DateRangeField {...field} errorId={wrong ? errorId : undefined} />
      {wrong ? (
        <p id={errorId} className="mt-1 text-sm text-red-700" data-testid={`${testPrefix}-error-${wrong}`}>
          {errors[wrong]}
        </p>
      ) : null}
    </div>
  );
}
