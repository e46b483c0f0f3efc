"use client";

import { Combobox as HeadlessCombobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from "@headlessui/react";
import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useSelectOnFocus } from "./select-on-focus";
import { useSuggestions, type SuggestionSource } from "./use-suggestions";

export type { SuggestionSource } from "./use-suggestions";

type DataAttributes = { [name: `data-${string}`]: string | undefined };

export type ComboboxProps<T> = {
  label: ReactNode;
  /** The chosen option; null while nothing is chosen. The caller keeps it (and any free text it stands for). */
  value: T | null;
  onChange(value: T | null): void;
  /** How two options are compared: a key of the option or a function. */
  by: (keyof T & string) | ((a: T | null, b: T | null) => boolean);
  source: SuggestionSource<T>;
  /** What the input shows for the chosen option (or for none). */
  display(value: T | null): string;
  optionKey(option: T): string;
  renderOption(option: T): ReactNode;
  /** Test ids and data attributes of one option's element. */
  optionData?(option: T): DataAttributes;
  /** Shown in the list when the look-up for the typed text found nothing. */
  noMatch: ReactNode;
  /** Each keystroke's text, for callers that keep free text (a destination, an address). */
  onType?(text: string): void;
  /** Text kept by the caller; the list follows it, and closing the list keeps it. */
  query?: string;
  /** Opens the list on focus (the whole list of a filtered source). */
  immediate?: boolean;
  /** Enter with nothing to choose submits the form instead of only closing the list. */
  enterSubmits?: boolean;
  /** A ▾ button that opens the list. */
  button?: boolean;
  /** The input's type size, where the form around it writes its inputs larger than the label (the flight search). */
  large?: boolean;
  /** A hidden form field carrying what was chosen, so the form stays a plain GET form. */
  hidden?: { name: string; value: string };
  error?: string;
  disabled?: boolean;
  className?: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "defaultValue" | "className"> & DataAttributes;
  inputRef?: Ref<HTMLInputElement>;
  testIds?: { field?: string; options?: string; noMatch?: string };
};

/**
 * The one type-ahead of the site (Headless UI's combobox): suggestions from a loader or a list, free text, arrow keys,
 * Enter and Escape, right-to-left by the page's direction. Entering the field selects its text, so typing replaces the
 * chosen value rather than running on from it. Products keep a thin wrapper: where suggestions come from and how one
 * looks.
 */
export function Combobox<T>({ inputRef, ...props }: ComboboxProps<T>) {
  const { value, onChange, by, display, optionKey, renderOption, optionData, noMatch, onType, immediate, error } = props;
  const selectOnFocus = useSelectOnFocus();
  const [ownQuery, setOwnQuery] = useState("");
  const query = props.query ?? ownQuery;
  const { shown, settled } = useSuggestions(props.source, query);
  const empty = settled && shown.length === 0 && ("filter" in props.source || query.trim() !== "");

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (props.enterSubmits && e.key === "Enter" && !e.nativeEvent.isComposing && shown.length === 0) {
      e.preventDefault();
      e.currentTarget.form?.requestSubmit();
    }
  };
  const input = (
    <ComboboxInput<T | null>
      {...selectOnFocus}
      {...props.input}
      ref={inputRef}
      displayValue={display}
      onChange={(e) => {
        setOwnQuery(e.target.value);
        onType?.(e.target.value);
      }}
      onKeyDown={onKeyDown}
      autoComplete="off"
      spellCheck={false}
      aria-invalid={error ? true : undefined}
      className={`w-full rounded-lg border bg-white py-2 ps-3 font-normal text-slate-900 focus:border-brand focus:outline-none data-disabled:cursor-not-allowed data-disabled:opacity-60 ${props.button ? "pe-9" : "pe-3"} ${props.large ? "text-base" : ""} ${error ? "border-red-600" : "border-slate-300"}`}
    />
  );
  return (
    <Field className={`field ${props.className ?? ""}`} disabled={props.disabled} data-testid={props.testIds?.field}>
      <Label>{props.label}</Label>
      <HeadlessCombobox<T | null> value={value} by={by as never} onChange={onChange} onClose={() => setOwnQuery("")} immediate={immediate}>
        {props.button ? (
          <div className="relative">
            {input}
            <ComboboxButton className="absolute inset-y-0 end-0 flex items-center px-3 text-xs text-slate-500" aria-hidden>
              ▾
            </ComboboxButton>
          </div>
        ) : (
          input
        )}
        {/* Not modal: a modal list makes the rest of the page inert by walking each ancestor's `children`, and a form's
            own field named "children" (a passenger count) shadows the form's `children` collection. */}
        <ComboboxOptions
          modal={false}
          anchor="bottom start"
          className="z-50 max-h-80 w-(--input-width) min-w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg [--anchor-gap:4px] empty:invisible"
          data-testid={props.testIds?.options}
        >
          {shown.map((o) => (
            <ComboboxOption
              key={optionKey(o)}
              value={o}
              className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-focus:bg-slate-100 data-selected:font-semibold"
              {...optionData?.(o)}
            >
              {renderOption(o)}
            </ComboboxOption>
          ))}
          {empty ? (
            <p className="px-3 py-2 text-sm font-normal text-slate-600" role="status" data-testid={props.testIds?.noMatch}>
              {noMatch}
            </p>
          ) : null}
        </ComboboxOptions>
      </HeadlessCombobox>
      {props.hidden ? <input type="hidden" name={props.hidden.name} value={props.hidden.value} /> : null}
      {error ? (
        <Description role="alert" className="text-sm font-normal text-red-700">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
