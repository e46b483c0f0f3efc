"use client";

import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import { Stepper } from "./stepper";

const loadPopover = () => import("./occupancy-popover");
const OccupancyPopover = lazy(() => loadPopover().then((m) => ({ default: m.OccupancyPopover })));
const loadSheet = () => import("./bottom-sheet");
const BottomSheet = lazy(() => loadSheet().then((m) => ({ default: m.BottomSheet })));

const PHONE = "(max-width: 639px)";

function subscribe(change: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
}

/** A phone's width (the server renders the wide version; the phone's sheet takes over once the page runs). */
function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/**
 * Who travels, as one button that names the party ("2 adults · 1 child · 1 room") and opens its steppers: a Headless
 * UI popover under the button (./occupancy-popover.tsx), or on a phone a sheet from the bottom of the screen
 * (./bottom-sheet.tsx), each loaded apart from the page's first scripts. The form's values are the caller's hidden
 * inputs, outside the panel, so the form sends them whether the panel is open or not. `incomplete` is asked as the
 * form is sent: while it answers true (a child's age not chosen) the form is held and the picker opens on it.
 */
export function OccupancyPicker({
  label,
  summary,
  done,
  close,
  testId,
  error,
  incomplete,
  className = "field",
  children,
}: {
  label: string;
  summary: string;
  /** The panel's closing button ("Done") and the sheet's × label. */
  done: string;
  close: string;
  testId: string;
  /** A message under the button (the search's own error, or what `incomplete` found). */
  error?: string;
  incomplete?: () => boolean;
  className?: string;
  children: ReactNode;
}) {
  const phone = usePhone();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  const [clickedEarly, setClickedEarly] = useState(false);
  const [popoverReady, setPopoverReady] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const check = useRef(incomplete);
  useEffect(() => {
    check.current = incomplete;
  });
  const errorId = `${testId}-error`;
  const openSheet = () => {
    setSheetUsed(true);
    setSheetOpen(true);
  };

  // The popover's code is fetched once the page runs (the server sends a plain button in its place).
  useEffect(() => {
    let live = true;
    void loadPopover().then(() => live && setPopoverReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (!check.current?.()) return;
      event.preventDefault();
      if (window.matchMedia(PHONE).matches) openSheet();
      else if (button.current?.getAttribute("aria-expanded") !== "true") button.current?.click();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  const buttonProps = {
    type: "button" as const,
    id: `${testId}-button`,
    "aria-labelledby": `${testId}-label ${testId}-button`,
    "aria-describedby": error ? errorId : undefined,
    className: `w-full rounded-lg border bg-white px-3 py-2 text-start font-normal text-slate-900 hover:border-brand focus:border-brand focus:outline-none ${error ? "border-red-600" : "border-slate-300"}`,
    "data-testid": testId,
  };
  const plainButton = (
    <button {...buttonProps} aria-expanded={false} onClick={() => setClickedEarly(true)}>
      {summary}
    </button>
  );
  const doneButton = (onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      className="mt-3 w-full rounded-lg bg-brand py-2 font-semibold text-white hover:opacity-90"
      data-testid={`${testId}-done`}
    >
      {done}
    </button>
  );

  return (
    <div className={className}>
      <span ref={anchor} id={`${testId}-label`}>
        {label}
      </span>
      {phone ? (
        <>
          <button {...buttonProps} aria-haspopup="dialog" onClick={openSheet} onPointerEnter={loadSheet} onFocus={loadSheet}>
            {summary}
          </button>
          {sheetUsed ? (
            <Suspense fallback={null}>
              <BottomSheet open={sheetOpen} onClose={() => setSheetOpen(false)} title={label} closeLabel={close} testId={`${testId}-panel`}>
                {children}
                {doneButton(() => setSheetOpen(false))}
              </BottomSheet>
            </Suspense>
          ) : null}
        </>
      ) : !popoverReady ? (
        plainButton
      ) : (
        <Suspense fallback={plainButton}>
          <OccupancyPopover buttonRef={button} buttonProps={buttonProps} summary={summary} panelTestId={`${testId}-panel`} openNow={clickedEarly}>
            {(closePanel) => (
              <>
                {children}
                {doneButton(closePanel)}
              </>
            )}
          </OccupancyPopover>
        </Suspense>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-normal text-red-700" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One count of the picker: what is counted, a hint ("Ages 2 to 11"), and its stepper. */
export function CountRow({ label, hint, ...stepper }: { label: string; hint?: string } & Omit<ComponentProps<typeof Stepper>, "label">) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div className="text-sm">
        <span className="block font-medium text-slate-900">{label}</span>
        {hint ? <span className="block text-xs font-normal text-slate-600">{hint}</span> : null}
      </div>
      <Stepper label={label} {...stepper} />
    </div>
  );
}
