"use client";

import { useAuthDialog } from "@/components/auth/auth-dialog-context";

/** The "sign in" of the member-price teaser: opens the sign-in dialog; signing in renders the page again with member prices. */
export function MemberSignIn({ label }: { label: string }) {
  const auth = useAuthDialog();
  return (
    <button type="button" onClick={() => auth.open("login", { allowPromotionRedirect: false })} className="price-teaser-sign-in" data-testid="member-sign-in">
      {label}
    </button>
  );
}
