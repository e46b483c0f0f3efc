"use client";

import { useEffect, useState, type ReactNode } from "react";
import { ErrorState, ListSkeleton } from "./states";
import type { PanelLabels } from "./own-data-panel";

type State = { shown: ReactNode } | "loading" | "failed";

/**
 * The part of a page that is the visitor's own, on a page served to their whole class of viewers (lib/page-cache):
 * the shared page comes from memory at once, and `load` — a server function that reads the visitor's session and
 * renders their part on the server — fills this in as soon as it is on screen. A page rendered for the visitor alone
 * (a navigation, a refresh after a change) renders the same part in place instead, and replaces this.
 */
export function PersonalPanel({ load, labels, testId }: { load: () => Promise<ReactNode>; labels: PanelLabels; testId: string }) {
  const [state, setState] = useState<State>("loading");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (shown) => live && setState({ shown }),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = () => {
    setState("loading");
    setAttempt((n) => n + 1);
  };
  if (state === "loading") return <ListSkeleton label={labels.loading} testId={`${testId}-loading`} />;
  if (state === "failed")
    return (
      <ErrorState
        title={labels.failed}
        testId={`${testId}-failed`}
        action={
          <button type="button" onClick={retry} className="font-semibold text-brand underline">
            {labels.retry}
          </button>
        }
      />
    );
  return <>{state.shown}</>;
}
