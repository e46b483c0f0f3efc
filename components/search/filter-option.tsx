import type { ReactNode } from "react";

/**
 * One checkbox or radio of the results' filters with how many results choosing it gives (the count in the reader's
 * digits). An option that would give nothing with the other filters as they are is greyed, not disabled: the visitor
 * may change those other filters in the same submit.
 */
export function FilterOption(props: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  label: ReactNode;
  count?: string;
  /** The count as a number, for the tests' handle. */
  countValue?: number;
  empty?: boolean;
  testId: string;
}) {
  const off = props.empty && !props.checked;
  return (
    <label className={`flex items-center gap-2 text-sm ${off ? "text-slate-500" : ""}`} data-empty={off || undefined}>
      <input type={props.type} name={props.name} value={props.value} defaultChecked={props.checked} data-testid={props.testId} data-count={props.countValue} />
      <span className="flex-1">{props.label}</span>
      {props.count !== undefined ? (
        <span className="text-xs text-slate-500 tabular-nums" data-testid={`${props.testId}-count`}>
          {props.count}
        </span>
      ) : null}
    </label>
  );
}
