"use client";

import { useRef, type FocusEvent, type MouseEvent } from "react";

/**
 * Props for a type-ahead input that shows its chosen value ("British", "London Heathrow"): entering the field selects
 * that text, so typing replaces it instead of running on from it ("BritishBrit"). A click would put the caret back
 * where the pointer was and drop the selection on mouse-up; the mouse-up that ends the focusing click is ignored.
 */
export function useSelectOnFocus() {
  const focusing = useRef(false);
  return {
    onFocus(e: FocusEvent<HTMLInputElement>) {
      e.currentTarget.select();
      focusing.current = true;
    },
    onMouseUp(e: MouseEvent<HTMLInputElement>) {
      if (focusing.current && e.currentTarget.selectionStart !== e.currentTarget.selectionEnd) e.preventDefault();
      focusing.current = false;
    },
  };
}
