import { useId, type ReactNode } from "react";

/**
 * The frame of a checkout's extras (a flight's seats and bags, a car's child seat and cover): the heading with its
 * introduction, what can be chosen, then the total of what is chosen so far.
 */
export function ExtrasSection(props: {
  title: string;
  intro?: string;
  total: { label: string; amount: string; testId: string };
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-4" data-testid={props.testId} aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {props.title}
        </h2>
        {props.intro ? <p className="text-sm text-slate-600">{props.intro}</p> : null}
      </div>
      {props.children}
      <p className="flex justify-between border-t border-slate-100 pt-3 font-semibold" data-testid={props.total.testId}>
        <span>{props.total.label}</span>
        <span>{props.total.amount}</span>
      </p>
    </section>
  );
}
