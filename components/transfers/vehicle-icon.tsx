import type { VehicleKind } from "@/lib/suppliers/transfers/types";

/** A small drawing of each kind of vehicle (decorative: the card's heading names it). */
const PATHS: Record<VehicleKind, string> = {
  shuttle: "M4 6h14a2 2 0 0 1 2 2v7h-1a2 2 0 0 0-4 0H9a2 2 0 0 0-4 0H4zM6 8v3h3V8zm4 0v3h3V8zm4 0v3h4V8z",
  sedan: "M5 11l2-4h10l2 4h1v4h-1a2 2 0 0 0-4 0H9a2 2 0 0 0-4 0H4v-4zm3-3l-1 3h10l-1-3z",
  van: "M3 7h11l4 3h2v5h-1a2 2 0 0 0-4 0H9a2 2 0 0 0-4 0H3zm2 2v2h3V9zm5 0v2h3V9z",
  luxury: "M4 12l3-4h10l3 4v3h-1a2 2 0 0 0-4 0H9a2 2 0 0 0-4 0H4zm4-3l-2 3h12l-2-3zM11 4l1 2 1-2z",
};

export function VehicleIcon({ kind }: { kind: VehicleKind }) {
  return (
    <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-surface text-brand" aria-hidden>
      <svg viewBox="0 0 24 20" className="h-9 w-9" fill="currentColor">
        <path d={PATHS[kind]} />
      </svg>
    </span>
  );
}
