"use client";

import { FieldError, inputClass } from "./form-parts";
import { TitleSelect } from "./title-select";
import { useTravellerReason } from "./checkout/traveller-errors";
import type { TravellerField } from "./traveller-fields";

/**
 * One traveller input with its label, its hint and the server's reason for it (../checkout/traveller-errors.tsx):
 * marked invalid, the reason written under it and tied to it with aria-describedby (after the hint), so the sentence
 * is where the focus lands after Pay. Uncontrolled, as the checkout form reads it (`name`).
 */
export function TravellerControl({ field: f, id, name }: { field: TravellerField; id: string; name: string }) {
  const reason = useTravellerReason(name);
  const hint = f.kind === undefined || f.kind === "input" ? f.hint : undefined;
  const described = [hint ? `${id}-hint` : "", reason ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const aria = { "aria-invalid": !!reason, "aria-describedby": described };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {f.label}
      </label>
      {f.kind === "title" ? (
        <TitleSelect id={id} name={name} valueAs={f.valueAs} age={f.age} required={f.required} defaultValue={f.defaultValue ?? ""} testId={id} {...aria} />
      ) : "options" in f ? (
        <select id={id} name={name} required={f.required} defaultValue={f.defaultValue ?? ""} className={inputClass} data-testid={id} {...aria}>
          <option value="">{f.choose}</option>
          {f.options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} className={inputClass} data-testid={id} {...f.input} {...aria} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={reason} />
    </div>
  );
}
