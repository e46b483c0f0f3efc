"use client";

import Link from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type DropdownItem = {
  key: string;
  label: string;
  testId: string;
  /** A link (Enter follows it, as a click does). */
  href?: string;
  /** An action; the menu has already closed and handed focus back to its button when it runs. */
  onSelect?: () => void;
};

/**
 * A menu button (WAI-ARIA APG "menu button" pattern): a click, Enter, Space or ↓ opens the menu on its first item, ↑
 * on its last; ↑ ↓ Home End move between items; Escape closes it and focuses the button; Tab or a click elsewhere closes it.
 * Written here rather than taken from Headless UI so that every page's header does not load Headless UI and Floating
 * UI (about 90 KB of JavaScript on the home page, where Lighthouse found the largest paint waiting for scripts); the
 * dialogs, opened on demand, keep Headless UI.
 */
export function DropdownMenu({
  button,
  buttonClassName,
  buttonTestId,
  menuTestId,
  items,
}: {
  button: ReactNode;
  buttonClassName: string;
  buttonTestId: string;
  menuTestId: string;
  items: DropdownItem[];
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<"first" | "last" | null>(null);
  const id = useId();

  const focusItem = (which: "first" | "last" | number) => focusMenuItem(menuRef.current, which);

  const show = (focus: "first" | "last") => {
    pendingFocus.current = focus;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // The items exist once the menu has rendered: move focus into it then.
  useEffect(() => {
    if (open && pendingFocus.current) {
      focusMenuItem(menuRef.current, pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  // A press anywhere outside closes the menu, leaving focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Enter and Space reach the button as a click.
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = menuItems(menuRef.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current < 0 ? -1 : current - 1),
      Home: () => focusItem("first"),
      End: () => focusItem("last"),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  const choose = (item: DropdownItem) => {
    close(true);
    item.onSelect?.();
  };

  const itemClass = "block w-full px-4 py-2 text-start text-sm hover:bg-surface focus:bg-surface";
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={buttonClassName}
        data-testid={buttonTestId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : show("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className="absolute end-0 top-full z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          data-testid={menuTestId}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) =>
            item.href ? (
              <Link
                key={item.key}
                href={item.href}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                data-testid={item.testId}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            ) : (
              <button key={item.key} type="button" role="menuitem" tabIndex={-1} className={itemClass} data-testid={item.testId} onClick={() => choose(item)}>
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Focuses the first, the last or the n-th item (wrapping around at either end). */
function focusMenuItem(menu: HTMLElement | null, which: "first" | "last" | number): void {
  const list = menuItems(menu);
  if (list.length === 0) return;
  const index = which === "first" ? 0 : which === "last" ? list.length - 1 : (which + list.length) % list.length;
  list[index]?.focus();
}
