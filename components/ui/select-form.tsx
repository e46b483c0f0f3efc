import type { ReactNode } from "react";

/**
 * One choice sent as a GET form (a results page's order, how many travel): a labelled select and its button; what
 * else the page's URL holds rides along in `hidden`. Works without JavaScript.
 */
export function SelectForm(props: {
  action?: string;
  hidden?: ReactNode;
  name: string;
  label: string;
  value?: string;
  options: { value: string; label: string }[];
  apply: string;
  testIds: [form: string, select: string, apply?: string];
}) {
  return (
    <form method="get" action={props.action} className="flex items-end gap-2" data-testid={props.testIds[0]}>
      {props.hidden}
      <label className="flex flex-col text-sm font-medium">
        {props.label}
        <select
          name={props.name}
          defaultValue={props.value}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
          data-testid={props.testIds[1]}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        data-testid={props.testIds[2]}
      >
        {props.apply}
      </button>
    </form>
  );
}
