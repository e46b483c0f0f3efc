"use client";

import { useRef, useState } from "react";
import type { DestinationComboboxTexts } from "./destination-combobox";

type ComboboxModule = typeof import("./destination-combobox");

let loaded: ComboboxModule | null = null;
const loadCombobox = () => import("./destination-combobox").then((m) => (loaded = m));

/**
 * The destination field: a plain input until the visitor reaches for it (pointer or focus), then the suggestions
 * combobox (destination-combobox.tsx), loaded on demand so the home page's scripts carry no Headless UI (issue #17).
 * The text typed meanwhile, and the focus, carry over.
 */
export function DestinationField(props: { texts: DestinationComboboxTexts; product?: string; defaultValue?: string }) {
  const [mod, setMod] = useState<ComboboxModule | null>(loaded);
  const [value, setValue] = useState(props.defaultValue ?? "");
  const [focused, setFocused] = useState(false);
  const plain = useRef<HTMLInputElement>(null);
  const arm = () => {
    if (mod) return;
    void loadCombobox().then((m) => {
      // Focus moves to the combobox only if the visitor is still in the field (not if a test or a fast hand moved on).
      setFocused(document.activeElement === plain.current);
      setMod(m);
    });
  };

  if (mod) return <mod.DestinationCombobox {...props} defaultValue={value} autoFocus={focused} />;
  return (
    <label className="field col-span-2" data-testid="destination-field">
      {props.texts.label}
      <input
        ref={plain}
        name="destination"
        type="text"
        required
        maxLength={100}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPointerDown={arm}
        onFocus={arm}
        placeholder={props.texts.placeholder}
        autoComplete="off"
        spellCheck={false}
        data-testid="destination-input"
      />
    </label>
  );
}
