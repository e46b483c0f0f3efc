import type { CancellationTerms } from "@/lib/suppliers/seam";
import type { CruiseRefundSchedule } from "./types";

/**
 * A cruise line's cancellation rule in the seam's terms, what the terms engine (lib/terms) states and refunds by:
 * the whole fare until `fullUntil`, `partialShareBps` of it until `partialUntil`, nothing after. The periods are the
 * line's own, sent with every sailing (the API's `policies.cancellation`).
 */
export function cruiseTerms(s: CruiseRefundSchedule): CancellationTerms {
  return { refundable: true, freeUntil: s.fullUntil, afterShareBps: s.partialShareBps, changeable: false, noRefundFrom: s.partialUntil };
}
