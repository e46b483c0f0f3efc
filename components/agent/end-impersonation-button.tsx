"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { sendJson } from "@/components/account/form-kit";

export function EndImpersonationButton() {
  const t = useTranslations("Agent");
  const [busy, setBusy] = useState(false);
  async function end() {
    setBusy(true);
    const res = await sendJson<{ redirect: string }>("POST", "/api/agent/impersonate/end", {});
    window.location.assign(res.body?.data?.redirect ?? "/agent/client-list");
  }
  return (
    <button
      type="button"
      onClick={end}
      disabled={busy}
      className="rounded-lg bg-slate-900 px-3 py-1 text-white hover:bg-slate-700 disabled:opacity-60"
      data-testid="end-impersonation"
    >
      {t("endActing")}
    </button>
  );
}
