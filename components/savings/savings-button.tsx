"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { postJson } from "@/components/client/post-json";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { Spinner, primaryButtonClass } from "@/components/ui/form-parts";

type Outcome = { showSignIn: true } | { showSignIn: false; isNew: boolean; redirect: string };

/**
 * The savings action (SPEC §2, §4): a visitor gets the sign-in dialog and the flow continues after signing in; a
 * member is sent to the programme's director page. A failure gives an empty redirect and, as the spec says, no
 * message — the button simply becomes available again.
 */
export function SavingsButton({ autoStart = false }: { autoStart?: boolean }) {
  const t = useTranslations("Savings");
  const auth = useAuthDialog();
  const [busy, setBusy] = useState(false);

  // A named function expression, so the sign-in dialog can continue the flow with the same function.
  const go = useCallback(
    async function start(): Promise<void> {
      setBusy(true);
      const res = await postJson<{ data?: Outcome }>("/api/savings/enrol", {});
      const outcome = res.body?.data;
      if (outcome?.showSignIn) {
        setBusy(false);
        auth.open("login", { allowPromotionRedirect: false, afterSignIn: () => void start() });
        return;
      }
      if (outcome && outcome.redirect) {
        window.location.assign(outcome.redirect);
        return;
      }
      setBusy(false);
    },
    [auth],
  );

  useEffect(() => {
    if (autoStart) void go();
    // Only on arrival at the direct route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);

  return (
    <button type="button" onClick={() => void go()} disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="savings-action">
      {busy ? <Spinner /> : null}
      {busy ? t("opening") : t("button")}
    </button>
  );
}
