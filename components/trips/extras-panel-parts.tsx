"use client";

import type { ReactNode } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";

/**
 * The closed and open parts of the "Add bags" panel on the trip page: closed, its rule and button with the outcome of
 * a payment that came back unmade; open, the total, any error, and Close beside the panel's own confirm. `id` names
 * the test ids ("add-bags").
 */
export function ExtrasClosed(props: { id: string; back: string | null; note?: ReactNode; rule: string; button: string; onOpen(): void }) {
  return (
    <div className="space-y-2 print:hidden">
      {props.back ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid={`${props.id}-back`}>
          {props.back}
        </p>
      ) : null}
      {props.note}
      <p className="text-sm text-slate-600" data-testid={`${props.id}-rule`}>
        {props.rule}
      </p>
      <button
        type="button"
        onClick={props.onOpen}
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
        data-testid={props.id}
      >
        {props.button}
      </button>
    </div>
  );
}

export function ExtrasFooter(props: {
  id: string;
  /** The total line, when there is something to choose. */
  total: { label: string; amount: string } | null;
  error: string | null;
  keep: string;
  onKeep(): void;
  confirm: { text: string; testId: string; disabled: boolean; busy: boolean; onClick(): void } | null;
}) {
  return (
    <>
      {props.total ? (
        <p className="flex justify-between border-t border-slate-100 pt-3 font-semibold" data-testid={`${props.id}-total`}>
          <span>{props.total.label}</span>
          <span>{props.total.amount}</span>
        </p>
      ) : null}
      <FormAlert message={props.error} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={props.onKeep} className="rounded-lg px-4 py-2 text-sm font-semibold" data-testid={`${props.id}-keep`}>
          {props.keep}
        </button>
        {props.confirm ? (
          <button
            type="button"
            disabled={props.confirm.disabled || props.confirm.busy}
            onClick={props.confirm.onClick}
            className={`${primaryButtonClass} sm:w-auto`}
            data-testid={props.confirm.testId}
          >
            {props.confirm.busy ? <Spinner /> : null}
            {props.confirm.text}
          </button>
        ) : null}
      </div>
    </>
  );
}
