"use client";

import type { ReactNode } from "react";
import useSWR from "swr";
import { sendJson } from "@/components/account/form-kit";
import { ErrorState, ListSkeleton } from "./states";

export type PanelLabels = { loading: string; failed: string; retry: string };

/** A GET answering {data}; null when the session ended (401). */
async function loadOwn<T>(path: string): Promise<T | null> {
  const res = await sendJson<T>("GET", path);
  if (res.status === 401) return null;
  if (!res.ok || !res.body?.data) throw new Error(res.body?.message ?? `HTTP ${res.status}`);
  return res.body.data;
}

/** What a panel draws from an SWR answer about the visitor: `data` null means nobody is signed in any more. */
type Answer<T> = { data: T | null | undefined; error: unknown; isValidating: boolean; mutate: () => unknown };

/**
 * The states of a visitor's own part while it comes: a skeleton, an error with a retry, the sign-in prompt when the
 * session ended meanwhile (`signedOut`), else the part drawn by `render`.
 */
export function OwnPanelStates<T>({
  answer,
  labels,
  testId,
  signedOut,
  render,
}: {
  answer: Answer<T>;
  labels: PanelLabels;
  testId: string;
  signedOut: ReactNode;
  render: (data: T) => ReactNode;
}) {
  const { data, error, isValidating, mutate } = answer;
  if (error && !isValidating)
    return (
      <ErrorState
        title={labels.failed}
        testId={`${testId}-failed`}
        action={
          <button type="button" onClick={() => mutate()} className="font-semibold text-brand underline">
            {labels.retry}
          </button>
        }
      />
    );
  if (data === undefined || error) return <ListSkeleton label={labels.loading} testId={`${testId}-loading`} />;
  return data === null ? signedOut : render(data);
}

/**
 * The visitor's own part of a page served alike to their whole class of viewers (lib/page-cache): the shared page
 * comes from memory at once, and this asks the API (`path`, a GET answering {data}) for the visitor's data as soon as
 * it is on screen, then draws it with `render` — the same client component the page renders in place for a visitor
 * alone.
 */
export function OwnDataPanel<T>({
  path,
  ...shown
}: {
  path: string;
  labels: PanelLabels;
  testId: string;
  signedOut: ReactNode;
  render: (data: T) => ReactNode;
}) {
  const answer = useSWR(path, loadOwn<T>, { revalidateOnFocus: false });
  return <OwnPanelStates answer={answer} {...shown} />;
}
