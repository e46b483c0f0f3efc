"use client";

import { useAuthDialog } from "./auth-dialog-context";
import { primaryButtonClass } from "@/components/ui/form-parts";

export function SignInButton({ label }: { label: string }) {
  const auth = useAuthDialog();
  return (
    <button
      type="button"
      className={`${primaryButtonClass} sm:w-auto`}
      onClick={() => auth.open("login", { allowPromotionRedirect: false, afterSignIn: () => window.location.assign("/") })}
      data-testid="open-sign-in"
    >
      {label}
    </button>
  );
}
