import { useMemo, useRef } from "react";

/**
 * Remembers what has focus as a dialog is asked for, and returns a function that gives focus back to it once the
 * dialog has closed. Headless UI hands focus back only to elements it saw focused after its code loaded, and the
 * dialogs load on first opening (no page loads Headless UI until one is opened), so the first dialog of a
 * page would otherwise leave focus on the page's body. A frame later, and only when nothing else has taken focus.
 */
export function rememberOpener(): () => void {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  return () =>
    requestAnimationFrame(() => {
      const now = document.activeElement;
      if (opener?.isConnected && (now === null || now === document.body)) opener.focus();
    });
}

/**
 * rememberOpener for a component that opens such dialogs: `opened()` as one is asked for (while one is open, moving to
 * another keeps the first opener), `closed()` once none is.
 */
export function useFocusReturn(): { opened: () => void; closed: () => void } {
  const giveBack = useRef<(() => void) | null>(null);
  return useMemo(
    () => ({
      opened: () => {
        giveBack.current ??= rememberOpener();
      },
      closed: () => {
        giveBack.current?.();
        giveBack.current = null;
      },
    }),
    [],
  );
}
