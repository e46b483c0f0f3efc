"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Spinner } from "@/components/ui/form-parts";
import { secondaryButtonClass, sendJson } from "@/components/account/form-kit";

/** Starts impersonation (SPEC §4 impersonate cookie) and opens the client's account. */
export function ActForClientButton({ clientId, name }: { clientId: number; name: string }) {
  const t = useTranslations("Agent");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function start() {
    setBusy(true);
    const res = await sendJson<{ redirect: string }>("POST", "/api/agent/impersonate", { clientId });
    if (res.ok && res.body?.data?.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    setFailed(true);
  }
  return (
    <button type="button" onClick={start} disabled={busy} className={secondaryButtonClass} data-testid="act-for-client" aria-label={t("actForNamed", { name })}>
      {busy ? <Spinner /> : null}
      {failed ? t("failed") : t("actFor")}
    </button>
  );
}
