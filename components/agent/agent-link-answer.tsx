"use client";

import { useState } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { secondaryButtonClass, sendJson } from "@/components/account/form-kit";
import type { AgentLinkView } from "@/lib/agent/link";

type Texts = { now: Record<AgentLinkView, string>; accept: string; decline: string; accepted: string; declined: string; failed: string };

/** The owner's two buttons on /agent-link; the page renders the texts, so this sends no message group of its own. */
export function AgentLinkAnswer({ linkKey, initial, texts }: { linkKey: string; initial: AgentLinkView; texts: Texts }) {
  const [link, setLink] = useState(initial);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);

  async function answer(decision: "accept" | "decline") {
    setBusy(decision);
    setFailed(false);
    const res = await sendJson<{ link: AgentLinkView }>("POST", "/api/agent-link", { key: linkKey, decision });
    setBusy(null);
    if (!res.ok || !res.body?.data) return setFailed(true);
    setLink(res.body.data.link);
    setDone(decision === "accept" ? texts.accepted : texts.declined);
  }

  return (
    <div className="space-y-4">
      {done ? <FormAlert tone="success" message={done} testId="agent-link-done" /> : <p data-testid={`agent-link-now-${link}`}>{texts.now[link]}</p>}
      {failed ? <FormAlert message={texts.failed} testId="agent-link-failed" /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => answer("accept")}
          disabled={busy !== null || link === "accepted"}
          className={`${primaryButtonClass} sm:w-auto`}
          data-testid="agent-link-accept"
        >
          {busy === "accept" ? <Spinner /> : null}
          {texts.accept}
        </button>
        <button
          type="button"
          onClick={() => answer("decline")}
          disabled={busy !== null || link === "ended"}
          className={secondaryButtonClass}
          data-testid="agent-link-decline"
        >
          {busy === "decline" ? <Spinner /> : null}
          {texts.decline}
        </button>
      </div>
    </div>
  );
}
