"use client";

import { useLocale } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { MoreMessages } from "@/components/i18n/more-messages";
import { useAuthDialog } from "./auth-dialog-context";

// Loaded when first opened: most page views never open one, and together they carry the larger part of the site's
// client code (form rules, the phone and nationality pickers), which would otherwise delay every page's first paint.
const loadSignIn = () => import("./sign-in-dialog").then((m) => m.SignInDialog);
const loadSignUp = () => import("./sign-up-dialog").then((m) => m.SignUpDialog);
const loadForgot = () => import("./forgot-password-dialog").then((m) => m.ForgotPasswordDialog);
const SignInDialog = dynamic(loadSignIn, { ssr: false });
const SignUpDialog = dynamic(loadSignUp, { ssr: false });
const ForgotPasswordDialog = dynamic(loadForgot, { ssr: false });

type Messages = Parameters<typeof MoreMessages>[0]["messages"];

/**
 * Their texts too (i18n/client-namespaces.ts AUTH_DIALOG_GROUPS, 4.3 KB in English) come when a dialog is first
 * opened, from GET /api/i18n/<locale>/auth, rather than with every page; one request per language and
 * page load, and a failed one is asked again at the next opening.
 */
const requests = new Map<string, Promise<Messages>>();
function dialogMessages(locale: string): Promise<Messages> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(`/api/i18n/${encodeURIComponent(locale)}/auth`).then((res) => {
      if (!res.ok) throw new Error(`Dialog texts: HTTP ${res.status}`);
      return res.json() as Promise<Messages>;
    });
    request.catch(() => requests.delete(locale));
    requests.set(locale, request);
  }
  return request;
}

/** The sign-in, sign-up and forgot-password dialogs (SPEC §2); one is open at a time. */
export function AuthDialogs() {
  const { view, close } = useAuthDialog();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);
  const messages = loaded?.locale === locale ? loaded.messages : null;

  useEffect(() => {
    if (!view || messages) return;
    let current = true;
    // The dialog's code downloads while its texts do.
    void (view === "login" ? loadSignIn : view === "signup" ? loadSignUp : loadForgot)();
    dialogMessages(locale).then(
      (m) => current && setLoaded({ locale, messages: m }),
      () => current && close(),
    );
    return () => {
      current = false;
    };
  }, [view, messages, locale, close]);

  if (!view || !messages) return null;
  return (
    <MoreMessages messages={messages}>{view === "login" ? <SignInDialog /> : view === "signup" ? <SignUpDialog /> : <ForgotPasswordDialog />}</MoreMessages>
  );
}
