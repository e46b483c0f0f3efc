"use client";

import { useAuthDialog } from "./auth-dialog-context";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { SignInDialog } from "./sign-in-dialog";
import { SignUpDialog } from "./sign-up-dialog";

/** The sign-in, sign-up and forgot-password dialogs (SPEC §2); one is open at a time. */
export function AuthDialogs() {
  const { view } = useAuthDialog();
  if (view === "login") return <SignInDialog />;
  if (view === "signup") return <SignUpDialog />;
  if (view === "forgot") return <ForgotPasswordDialog />;
  return null;
}
