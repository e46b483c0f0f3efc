"use client";

import dynamic from "next/dynamic";
import { useAuthDialog } from "./auth-dialog-context";

// Loaded when first opened: most page views never open one, and together they carry the larger part of the site's
// client code (form rules, the phone and nationality pickers), which would otherwise delay every page's first paint.
const SignInDialog = dynamic(() => import("./sign-in-dialog").then((m) => m.SignInDialog), { ssr: false });
const SignUpDialog = dynamic(() => import("./sign-up-dialog").then((m) => m.SignUpDialog), { ssr: false });
const ForgotPasswordDialog = dynamic(() => import("./forgot-password-dialog").then((m) => m.ForgotPasswordDialog), { ssr: false });

/** The sign-in, sign-up and forgot-password dialogs (SPEC §2); one is open at a time. */
export function AuthDialogs() {
  const { view } = useAuthDialog();
  if (view === "login") return <SignInDialog />;
  if (view === "signup") return <SignUpDialog />;
  if (view === "forgot") return <ForgotPasswordDialog />;
  return null;
}
