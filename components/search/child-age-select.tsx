"use client";

/** One child's age in a party picker: a select that starts empty, and shows red once a search was held for it. */
export function ChildAgeSelect({
  label,
  value,
  ages,
  names,
  placeholder,
  invalid,
  onChange,
  testId,
}: {
  label: string;
  value: number | null;
  /** The ages offered, youngest first. */
  ages: readonly number[];
  /** Each age as the page says it ("4 years old"), indexed by the age. */
  names: readonly string[];
  placeholder: string;
  invalid: boolean;
  onChange: (age: number | null) => void;
  testId: string;
}) {
  return (
    <label className="flex items-center justify-between gap-4 py-1 text-sm font-normal text-slate-900">
      <span>{label}</span>
      <select
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
        aria-invalid={invalid || undefined}
        className={`rounded-lg border bg-white px-2 py-1.5 ${invalid ? "border-red-600" : "border-slate-300"}`}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {ages.map((a) => (
          <option key={a} value={a}>
            {names[a]}
          </option>
        ))}
      </select>
    </label>
  );
}
