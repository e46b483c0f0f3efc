"use client";

import { useTranslations } from "next-intl";
import { Suspense, lazy, useState } from "react";
import type { LocaleTab } from "@/components/locale/locale-dialog";
import { useChooseLocale, type LocaleChange } from "@/components/locale/choose-locale";
import type { CurrencyInfo } from "@/lib/locale/currencies";
import type { LanguageInfo } from "@/lib/locale/languages";
import { visibleMenuItems, type UserMenuItem } from "@/lib/nav/user-menu";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { logout } from "@/components/auth/logout";
import { useSignedInName } from "./use-signed-in-name";
import { useFocusReturn } from "@/components/ui/focus-return";
import { DropdownMenu } from "./dropdown-menu";

const loadLocaleDialog = () => import("@/components/locale/locale-dialog");
const LocaleDialog = lazy(() => loadLocaleDialog().then((m) => ({ default: m.LocaleDialog })));
/** Fetched as the pointer or the keyboard reaches a picker's button, so the dialog opens without a wait. */
const preloadLocaleDialog = () => void loadLocaleDialog();

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
  const [dialog, setDialogState] = useState<LocaleTab | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const focus = useFocusReturn();
  const setDialog = (tab: LocaleTab | null) => {
    if (tab) {
      setDialogUsed(true);
      focus.opened();
    } else focus.closed();
    setDialogState(tab);
  };
  const languageName = languages.find((language) => language.code === currentLanguage)?.name ?? currentLanguage;
  const auth = useAuthDialog();
  const signedIn = !!user;
  const locale = useChooseLocale();
  // The dialog closes at once; the buttons say the page is busy until it is back in the new language or currency.
  const pickLocale = (change: LocaleChange) => {
    setDialog(null);
    locale.choose(change, { saveToProfile: signedIn });
  };
  const name = useSignedInName(signedIn, user?.name ?? null);
  // Until a cached page learns the name: the menu's own word ("My account"), never "Guest".
  const label = signedIn ? (name ?? t("myAccount")) : t("guest");
  const items = visibleMenuItems(signedIn);
  // The menu's actions run once it has closed and focused its button, so a dialog they open hands focus back to it.
  const actions: Partial<Record<UserMenuItem["key"], () => void>> = {
    language: () => setDialog("language"),
    currencies: () => setDialog("currency"),
    logout: () => void logout(),
    signIn: () => auth.open("login"),
  };

  return (
    <div className="ms-auto flex items-center gap-2">
      <button
        type="button"
        onClick={() => setDialog("language")}
        onPointerEnter={preloadLocaleDialog}
        onFocus={preloadLocaleDialog}
        className="header-button aria-busy:cursor-progress aria-busy:opacity-60"
        aria-busy={locale.pending}
        data-testid="language-button"
        aria-label={`${t("language")}: ${languageName}`}
      >
        {/* The language's own name (English, العربية …), in its own script and direction. */}
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="icon icon-globe" />
          <span lang={currentLanguage} dir="auto">
            {languageName}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => setDialog("currency")}
        onPointerEnter={preloadLocaleDialog}
        onFocus={preloadLocaleDialog}
        className="header-button aria-busy:cursor-progress aria-busy:opacity-60"
        aria-busy={locale.pending}
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
      <DropdownMenu
        buttonClassName="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand"
        buttonTestId="user-menu-button"
        menuTestId="user-menu"
        button={
          <>
            <span aria-hidden className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">
              {label.slice(0, 1).toUpperCase()}
            </span>
            {/* Signed out on a phone, the Sign in button beside it says enough: the "Guest" label would push the header
                past the screen's edge (in Arabic, say); the initial and the accessible name stay. */}
            <span className={signedIn ? "max-w-32 truncate" : "hidden max-w-32 truncate sm:inline"} data-testid="user-menu-name">
              {label}
            </span>
            <span className="sr-only">{t("button")}</span>
          </>
        }
        items={items.map((item) => ({
          key: item.key,
          label: t(item.key),
          testId: `menu-${item.key}`,
          href: item.href ? (user?.isAgent && AGENT_HREF[item.key]) || item.href : undefined,
          onSelect: item.href ? undefined : actions[item.key],
        }))}
      />
      {/* Loaded on first opening (Headless UI's dialog comes with it), then kept for its closing transition. */}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <LocaleDialog
            open={dialog !== null}
            tab={dialog ?? "language"}
            onClose={() => setDialog(null)}
            languages={languages}
            currencies={currencies}
            currentLanguage={currentLanguage}
            currentCurrency={currentCurrency}
            onPick={pickLocale}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
