"use client";

import { useEffect, useRef, useState } from "react";
import type { DestinationComboboxTexts } from "./destination-combobox";

type ComboboxModule = typeof import("./destination-combobox");
type Swap = { mod: ComboboxModule; input: HTMLInputElement | null };

let loaded: ComboboxModule | null = null;
const loadCombobox = () => import("./destination-combobox").then((m) => (loaded = m));

/**
 * The destination field: a plain input until the suggestions combobox (destination-combobox.tsx) has loaded — once
 * the page is idle, or at once when the visitor reaches for the field — so the home page's first scripts carry no
 * Headless UI. What was typed meanwhile, the focus and the caret carry over.
 */
export function DestinationField(props: { texts: DestinationComboboxTexts; product?: string; defaultValue?: string }) {
  const [swap, setSwap] = useState<Swap | null>(loaded ? { mod: loaded, input: null } : null);
  const plain = useRef<HTMLInputElement>(null);
  const arming = useRef(false);
  const arm = () => {
    if (swap || arming.current) return;
    arming.current = true;
    void loadCombobox().then((mod) => setSwap({ mod, input: plain.current }));
  };
  useEffect(() => {
    if (swap) return;
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(arm, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(arm, 1500);
    return () => clearTimeout(timer);
    // Once, after the first paint.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (swap) {
    // Read while rendering the swap, when the plain input is still on the page: what was typed up to this moment,
    // not up to when the module arrived, carries over (keystrokes in between were lost).
    const el = swap.input;
    const focused = !!el && document.activeElement === el;
    const value = el ? el.value : (props.defaultValue ?? "");
    const selection: [number, number] | undefined = el && focused ? [el.selectionStart ?? 0, el.selectionEnd ?? 0] : undefined;
    return <swap.mod.DestinationCombobox {...props} defaultValue={value} autoFocus={focused} initialSelection={selection} />;
  }
  return (
    <label className="field col-span-2" data-testid="destination-field">
      {props.texts.label}
      <input
        ref={plain}
        name="destination"
        type="text"
        required
        maxLength={100}
        defaultValue={props.defaultValue}
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
