"use client";

import { useState } from "react";
import { Combobox } from "./combobox";
import { fetchData } from "./use-suggestions";

/** One suggestion of a server's list: what the form sends, the input's text once chosen, a second line, a mark before. */
export type Suggestion = { value: string; label: string; detail: string; mark?: string };

/**
 * A place field whose suggestions come from one of the site's look-ups: a product says only where (`url` for the typed
 * text), how an answer reads (`toOption`) and its test ids. Either only a chosen suggestion counts — it travels in the
 * hidden input named `hidden` — or the typed text is kept too (`text`: an address that matches no hotel).
 */
export function RemoteCombobox<S>(props: {
  label: string;
  placeholder: string;
  noMatch: string;
  url(q: string): string;
  toOption(item: S): Suggestion;
  selected: Suggestion | null;
  onSelect(option: Suggestion | null): void;
  text?: { value: string; onChange(text: string): void };
  hidden?: string;
  required?: boolean;
  maxLength: number;
  /** Letters typed before the first look-up (2 unless a single letter already narrows the list). */
  minChars?: number;
  error?: string;
  /** Opens the list on focus, and waits a little longer between keystrokes. */
  immediate?: boolean;
  /** What else the look-up depends on (the airport the hotels must be near). */
  sourceKey?: string;
  testIds: { field: string; input: string; options: string; option: string; noMatch?: string };
}) {
  const { text, testIds } = props;
  const load = async (q: string, signal: AbortSignal) => (await fetchData<S>(props.url(q), signal)).map(props.toOption);
  return (
    <Combobox<Suggestion>
      label={props.label}
      value={props.selected}
      onChange={props.onSelect}
      onType={text?.onChange}
      query={text?.value}
      by="value"
      source={{ minChars: props.minChars ?? 2, delayMs: props.immediate ? 200 : undefined, key: props.sourceKey, load }}
      display={(o) => o?.label ?? text?.value ?? ""}
      optionKey={(o) => o.value}
      optionData={(o) => ({ "data-testid": testIds.option, "data-value": o.value })}
      renderOption={(o) => (
        <>
          {o.mark ? (
            <span aria-hidden className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              {o.mark}
            </span>
          ) : null}
          <span className="flex flex-col">
            <span className="font-medium">{o.label}</span>
            <span className="text-xs text-slate-600">{o.detail}</span>
          </span>
        </>
      )}
      noMatch={props.noMatch}
      immediate={props.immediate}
      hidden={props.hidden ? { name: props.hidden, value: props.selected?.value ?? "" } : undefined}
      error={props.error}
      className="col-span-2"
      input={{ placeholder: props.placeholder, required: props.required, maxLength: props.maxLength, "data-testid": testIds.input }}
      testIds={{ field: testIds.field, options: testIds.options, noMatch: testIds.noMatch }}
    />
  );
}

/**
 * A place field that keeps its own choice and typed text: the chosen suggestion's value travels as `names.chosen`;
 * while nothing is chosen the text travels as typed under `names.typed` (an address that matches no hotel; an airport
 * code typed in full, `upper`). `onChosen` tells the form what was picked, for a field whose suggestions depend on it.
 */
export function PlaceField<S>(
  props: Omit<Parameters<typeof RemoteCombobox<S>>[0], "selected" | "onSelect" | "text" | "hidden"> & {
    initial: Suggestion | null;
    typed?: string;
    names: { chosen: string; typed?: string; upper?: boolean };
    onChosen?(option: Suggestion | null): void;
  },
) {
  const { initial, typed, names, onChosen, ...combobox } = props;
  const [chosen, setChosen] = useState(initial);
  const [text, setText] = useState(initial?.label ?? typed ?? "");
  const choose = (o: Suggestion | null) => (setChosen(o), onChosen?.(o));
  const free = text.trim();
  return (
    <>
      {chosen || !names.typed ? (
        <input type="hidden" name={names.chosen} value={chosen?.value ?? ""} />
      ) : (
        <input type="hidden" name={names.typed} value={names.upper ? free.toUpperCase() : free} />
      )}
      <RemoteCombobox<S>
        {...combobox}
        selected={chosen}
        onSelect={(o) => (choose(o), o && setText(o.label))}
        text={names.typed ? { value: text, onChange: (t) => (setText(t), choose(null)) } : undefined}
      />
    </>
  );
}
