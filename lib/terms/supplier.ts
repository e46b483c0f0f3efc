import type { CancellationTerms } from "@/lib/suppliers/seam";
import type { Phase } from "./types";

/**
 * A car's, a transfer's or a cruise's terms from its supplier: everything until `freeUntil`, then `afterShareBps`
 * until `noRefundFrom` (a cruise's last 14 days) or the start, then nothing.
 */
export function supplierSchedule(t: CancellationTerms, timeZone: string | undefined): Phase[] {
  const at = (iso: string) => ({ at: iso, ...(timeZone ? { timeZone } : {}) });
  const share = Math.max(0, Math.min(10_000, t.afterShareBps ?? 0));
  const phases: Phase[] = [];
  if (t.freeUntil) phases.push({ refund: { kind: "all" }, until: at(t.freeUntil) });
  if (share > 0) phases.push({ refund: share === 10_000 ? { kind: "all" } : { kind: "share", bps: share }, until: t.noRefundFrom ? at(t.noRefundFrom) : null });
  if (share === 0 || t.noRefundFrom) phases.push({ refund: { kind: "none" }, until: null });
  return phases;
}
