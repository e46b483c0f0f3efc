"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Spinner } from "@/components/ui/form-parts";
import { sendJson } from "@/components/account/form-kit";

/** Takes an item out of a draft itinerary, then shows the itinerary's new total. Texts come from the server. */
export function ItineraryItemRemove({ quoteId, itemId, label, failed }: { quoteId: number; itemId: number; label: string; failed: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function remove() {
    setBusy(true);
    const res = await sendJson("DELETE", `/api/agent/itineraries/${quoteId}/items/${itemId}`, {});
    setBusy(false);
    if (res.ok) router.refresh();
    else setError(res.body?.message ?? failed);
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={remove} disabled={busy} className="text-sm font-semibold text-red-700 underline" data-testid="itinerary-item-remove">
        {busy ? <Spinner /> : null}
        {label}
      </button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
