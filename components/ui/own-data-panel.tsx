"use client";

import type { ReactNode } from "react";
import useSWR from "swr";
import { sendJson } from "@/components/account/form-kit";
import { ErrorState, ListSkeleton } from "./states";

export type PanelLabels = { loading: string; failed: string; retry: string };

const SIGNED_OUT = Symbol("signed out");

async function loadOwn<T>(path: string): Promise<T | typeof SIGNED_OUT> {
  const res = await sendJson<T>("GET", path);
  if (res.status === 401) return SIGNED_OUT;
  if (!res.ok || !res.body?.data) throw new Error(res.body?.message ?? `HTTP ${res.status}`);
  return res.body.data;
}

/**
 * The visitor's own part of a page served alike to their whole class of viewers (lib/page-cache): the shared page
 * comes from memory at once, and this asks the API (`path`, a GET answering {data}) for the visitor's data as soon as
 * it is on screen, then draws it with `render` — the same client component the page renders in place for a visitor
 * alone. A session that ended meanwhile gets `signedOut`.
 */
export function OwnDataPanel<T>({
  path,
  labels,
  testId,
  signedOut,
  render,
}: {
  path: string;
  labels: PanelLabels;
  testId: string;
  signedOut: ReactNode;
  render: (data: T) => ReactNode;
}) {
  const { data, error, isValidating, mutate } = useSWR(path, loadOwn<T>, { revalidateOnFocus: false });
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
  return data === SIGNED_OUT ? signedOut : render(data);
}
