"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LocaleDialog, type LocaleTab } from "@/components/locale/locale-dialog";
import type { CurrencyInfo } from "@/lib/locale/currencies";
import type { LanguageInfo } from "@/lib/locale/languages";
import { visibleMenuItems, type UserMenuItem } from "@/lib/nav/user-menu";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { logout } from "@/components/auth/logout";
import { useSignedInName } from "./use-signed-in-name";

type Props = {
  languages: Pick<LanguageInfo, "code" | "name">[];
  currencies: Pick<CurrencyInfo, "code" | "name">[];
  currentLanguage: string;
  currentCurrency: string;
  /** name is null on a page rendered for every signed-in member alike (the page cache): the browser fills it in. */
  user: { name: string | null; isAgent: boolean } | null;
};

const AGENT_HREF: Partial<Record<UserMenuItem["key"], string>> = {
  bookingHistory: "/agent/booking-history",
  myAccount: "/agent/profile",
};

export function HeaderControls({ languages, currencies, currentLanguage, currentCurrency, user }: Props) {
  const t = useTranslations("UserMenu");
  const [dialog, setDialog] = useState<LocaleTab | null>(null);
  const auth = useAuthDialog();
  const signedIn = !!user;
  const name = useSignedInName(signedIn, user?.name ?? null);
  // Until a cached page learns the name: the menu's own word ("My account"), never "Guest".
  const label = signedIn ? (name ?? t("myAccount")) : t("guest");
  const items = visibleMenuItems(signedIn);
  const itemClass = "block w-full px-4 py-2 text-start text-sm data-focus:bg-surface";

  return (
    <div className="ms-auto flex items-center gap-2">
      <button
        type="button"
        onClick={() => setDialog("language")}
        className="header-button"
        data-testid="language-button"
        aria-label={`${t("language")}: ${currentLanguage}`}
      >
        {currentLanguage}
      </button>
      <button
        type="button"
        onClick={() => setDialog("currency")}
        className="header-button"
        data-testid="currency-button"
        aria-label={`${t("currencies")}: ${currentCurrency}`}
      >
        {currentCurrency}
      </button>
      {signedIn ? null : (
        <button
          type="button"
          onClick={() => auth.open("login")}
          className="whitespace-nowrap rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:opacity-90"
          data-testid="header-sign-in"
        >
          {t("signInButton")}
        </button>
      )}
      <Menu as="div" className="relative">
        <MenuButton
          className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand"
          data-testid="user-menu-button"
        >
          <span aria-hidden className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">
            {label.slice(0, 1).toUpperCase()}
          </span>
          {/* Signed out on a phone, the Sign in button beside it says enough: the "Guest" label would push the header
              past the screen's edge (in Arabic, say); the initial and the accessible name stay. */}
          <span className={signedIn ? "max-w-32 truncate" : "hidden max-w-32 truncate sm:inline"} data-testid="user-menu-name">
            {label}
          </span>
          <span className="sr-only">{t("button")}</span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
          data-testid="user-menu"
        >
          {items.map((item) => {
            const label = t(item.key);
            const testId = `menu-${item.key}`;
            if (item.href) {
              const href = (user?.isAgent && AGENT_HREF[item.key]) || item.href;
              return (
                <MenuItem key={item.key}>
                  <Link href={href} className={itemClass} data-testid={testId}>
                    {label}
                  </Link>
                </MenuItem>
              );
            }
            // The menu hands focus back to its button two animation frames after it closes (Headless UI's
            // restoreFocusIfNecessary); a dialog opened sooner would lose its focus to it. Opening after those frames
            // lets the dialog take focus, and hand it back to the menu button when it closes.
            const afterMenuCloses = (open: () => void) => () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(open, 0)));
            const onClick =
              item.key === "language"
                ? afterMenuCloses(() => setDialog("language"))
                : item.key === "currencies"
                  ? afterMenuCloses(() => setDialog("currency"))
                  : item.key === "logout"
                    ? () => void logout()
                    : afterMenuCloses(() => auth.open("login"));
            return (
              <MenuItem key={item.key}>
                <button type="button" onClick={onClick} className={itemClass} data-testid={testId}>
                  {label}
                </button>
              </MenuItem>
            );
          })}
        </MenuItems>
      </Menu>
      <LocaleDialog
        open={dialog !== null}
        tab={dialog ?? "language"}
        onClose={() => setDialog(null)}
        languages={languages}
        currencies={currencies}
        currentLanguage={currentLanguage}
        currentCurrency={currentCurrency}
        signedIn={signedIn}
      />
    </div>
  );
}
