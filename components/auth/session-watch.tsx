"use client";

import { useEffect } from "react";
import { postJson } from "@/components/client/post-json";
import { sessionOutTarget } from "@/lib/auth/sso/session-out-url";

/** How often a partner (SSO) member's session is checked while a page stays open. */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;

function leaveTo(url: string) {
  window.location.assign(url);
}

/**
 * Mounted by the root layout when this browser's session cookie names a partner SSO session (live or ended). It
 * runs the SPEC §7 session check on load and then on a plain interval — no refetch on focus (SPEC §9) — and when
 * the check fails for the SSO session, sends the member to the partner's session-out URL (SPEC §6). The stale
 * cookies are cleared first (logout), so a session-out page on our own site does not start the round again.
 */
export function SessionWatch({
  intervalMs = SESSION_CHECK_INTERVAL_MS,
  onSessionOut = leaveTo,
}: {
  intervalMs?: number;
  onSessionOut?: (url: string) => void;
}) {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (stopped) return;
      const { body } = await postJson("/api/auth/checkLogin", {});
      const target = sessionOutTarget(body);
      if (!target || stopped) return;
      stopped = true;
      await postJson("/api/iqps/logout", {});
      onSessionOut(target);
    };
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [intervalMs, onSessionOut]);
  return null;
}
