"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * After a submit that failed, the eye goes where the problem is: the first field marked invalid (`aria-invalid`), or,
 * when no field is to blame (a declined card, a sold-out offer), the form's alert — focused and scrolled to the middle
 * of the screen, on a phone as on a desktop. Without it an error above the fold looked like "Pay did nothing".
 * Call `failed()` once the errors are set; the move happens after React has drawn them.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>): () => void {
  // Counts failed submits: the errors set with it are drawn in the same render, so the effect finds them.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (target.getAttribute("role") === "alert" && !target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "center" });
  }, [attempt, form]);
  return () => setAttempt((n) => n + 1);
}
