"use client";

import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useEffect, type ButtonHTMLAttributes, type ReactNode, type RefObject } from "react";

/**
 * The occupancy picker's wide version (./occupancy-picker.tsx): a Headless UI popover under its button — focus moves
 * into the panel, Escape or a click outside closes it and focus returns to the button. Loaded apart from the page's
 * first scripts, so a page that shows a search form does not carry Headless UI until it runs.
 */
export function OccupancyPopover({
  buttonRef,
  buttonProps,
  summary,
  panelTestId,
  openNow,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  buttonProps: ButtonHTMLAttributes<HTMLButtonElement> & { "data-testid": string };
  summary: string;
  panelTestId: string;
  /** Clicked before this code arrived: opened as soon as it has. */
  openNow: boolean;
  children: (close: () => void) => ReactNode;
}) {
  useEffect(() => {
    if (openNow && buttonRef.current?.getAttribute("aria-expanded") !== "true") buttonRef.current?.click();
    // Only as it arrives: later clicks are the button's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Popover className="relative">
      <PopoverButton ref={buttonRef} {...buttonProps}>
        {summary}
      </PopoverButton>
      {/* In place under the button, not anchored: an anchored panel moves to a portal with focus sentinels that axe
          reports as hidden focusable elements. `start-0` keeps it under the button's start in either direction. */}
      <PopoverPanel
        className="absolute start-0 top-full z-50 mt-1 max-h-[70vh] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg"
        data-testid={panelTestId}
      >
        {({ close }) => <>{children(close)}</>}
      </PopoverPanel>
    </Popover>
  );
}
