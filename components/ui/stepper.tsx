"use client";

/**
 * A count chosen with − and + (bags, travellers): the value is announced as it changes, the buttons say what they
 * do, and each stops at its limit. Texts come from the page.
 */
export function Stepper({
  value,
  min = 0,
  max,
  onChange,
  label,
  valueText,
  decrease,
  increase,
  testId,
}: {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for screen readers ("Extra bags for Passenger 1, LHR → JFK"). */
  label: string;
  /** The value as the page writes it, in its digits. */
  valueText: string;
  decrease: string;
  increase: string;
  testId?: string;
}) {
  const button =
    "flex h-9 w-9 items-center justify-center rounded-full border border-slate-400 text-lg font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-3" data-testid={testId}>
      <button
        type="button"
        className={button}
        aria-label={decrease}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
        data-testid={testId && `${testId}-less`}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-semibold" data-testid={testId && `${testId}-value`}>
        {valueText}
      </output>
      <button
        type="button"
        className={button}
        aria-label={increase}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        data-testid={testId && `${testId}-more`}
      >
        +
      </button>
    </div>
  );
}
