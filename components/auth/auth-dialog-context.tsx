"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { AuthDialogs } from "./auth-dialogs";

export type AuthView = "login" | "signup" | "forgot" | null;

type AuthDialogApi = { view: AuthView; open: (view: Exclude<AuthView, null>) => void; close: () => void };

const AuthDialogContext = createContext<AuthDialogApi>({ view: null, open: () => undefined, close: () => undefined });

export function useAuthDialog(): AuthDialogApi {
  return useContext(AuthDialogContext);
}

/** Holds which account dialog is open; ?action=login and ?signup= (SPEC §2) open one on arrival. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has("signup")) setView("signup");
    else if (params.get("action") === "login") setView("login");
  }, []);
  const api = useMemo<AuthDialogApi>(() => ({ view, open: setView, close: () => setView(null) }), [view]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <AuthDialogs />
    </AuthDialogContext.Provider>
  );
}
