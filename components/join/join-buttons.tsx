"use client";

import { useAuthDialog } from "@/components/auth/auth-dialog-context";

/** Join Now's call to action: the site's own sign-up dialog (it knows the org's access code and social sign-up). */
export function JoinButton({ label }: { label: string }) {
  const auth = useAuthDialog();
  return (
    <button
      type="button"
      onClick={() => auth.open("signup")}
      className="rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-dark shadow hover:bg-slate-100"
      data-testid="join-now"
    >
      {label}
    </button>
  );
}

/** "Already a member? Sign in": the sign-in dialog; signing in renders the page again, which then shows the membership. */
export function JoinSignIn({ label }: { label: string }) {
  const auth = useAuthDialog();
  return (
    <button
      type="button"
      onClick={() => auth.open("login", { allowPromotionRedirect: false })}
      className="font-semibold text-white underline"
      data-testid="join-sign-in"
    >
      {label}
    </button>
  );
}
