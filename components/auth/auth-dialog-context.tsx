"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useFocusReturn } from "@/components/ui/focus-return";
import { AuthDialogs } from "./auth-dialogs";

export type AuthView = "login" | "signup" | "forgot";

export type AuthOptions = {
  /** SPEC §2: after login go to /promotions when the result flags a promotion "and redirect is allowed". */
  allowPromotionRedirect?: boolean;
  /** A flow that continues after sign-in (e.g. savings enrolment) instead of the reload. */
  afterSignIn?: () => void;
  /** Back from a social redirect: the welcome of a social sign-up, or "we sent you a link to connect the account". */
  notice?: "social-welcome" | "link-sent";
};

/** What the dialogs need to know about the organisation of this host. */
export type AuthSiteConfig = { accessCodeFlag: number; socialProviders: string[]; countryCode: string };

type AuthDialogApi = {
  view: AuthView | null;
  options: AuthOptions;
  site: AuthSiteConfig;
  open: (view: AuthView, options?: AuthOptions) => void;
  close: () => void;
};

const DEFAULT_SITE: AuthSiteConfig = { accessCodeFlag: 0, socialProviders: [], countryCode: "US" };

const AuthDialogContext = createContext<AuthDialogApi>({ view: null, options: {}, site: DEFAULT_SITE, open: () => undefined, close: () => undefined });

export function useAuthDialog(): AuthDialogApi {
  return useContext(AuthDialogContext);
}

/** The dialog the page's address asks for (?signup, ?key= on the home page, ?action=login, ?social=…), if any. */
function dialogRequestedByUrl(): { view: AuthView; options?: AuthOptions } | null {
  const params = new URLSearchParams(window.location.search);
  const onSsoLanding = window.location.pathname.startsWith("/login/sso");
  const social = params.get("social");
  if (social === "welcome" || social === "link-sent") {
    params.delete("social");
    const query = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
    return { view: social === "welcome" ? "signup" : "login", options: { notice: social === "welcome" ? "social-welcome" : "link-sent" } };
  }
  if (params.has("signup") || (params.has("key") && !onSsoLanding && window.location.pathname === "/")) return { view: "signup" };
  if (params.get("action") === "login") return { view: "login" };
  return null;
}

/**
 * Holds which account dialog is open; ?signup= and ?action=login (SPEC §2) open one on arrival, as does ?key=, and
 * ?social=welcome | link-sent after a social redirect (the marker is then removed from the address).
 */
export function AuthDialogProvider({ children, site = DEFAULT_SITE }: { children: ReactNode; site?: AuthSiteConfig }) {
  const [view, setView] = useState<AuthView | null>(null);
  const [options, setOptions] = useState<AuthOptions>({});
  const focus = useFocusReturn();
  const open = useCallback(
    (next: AuthView, opts: AuthOptions = {}) => {
      focus.opened();
      setOptions(opts);
      setView(next);
    },
    [focus],
  );
  const close = useCallback(() => {
    setView(null);
    focus.closed();
  }, [focus]);
  useEffect(() => {
    const requested = dialogRequestedByUrl();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known in the browser only: a dialog it asks for opens after hydration
    if (requested) open(requested.view, requested.options);
  }, [open]);
  const api = useMemo<AuthDialogApi>(() => ({ view, options, site, open, close }), [view, options, site, open, close]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <AuthDialogs />
    </AuthDialogContext.Provider>
  );
}
