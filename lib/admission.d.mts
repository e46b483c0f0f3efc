/** Types of lib/admission.mjs, for TypeScript (tests, lib/auth/password-gate.ts). */
export type AdmissionLimits = { maxInFlight: number; maxQueue: number; maxPerClient: number; queueTimeoutMs: number };
export type Refusal = "client" | "busy" | "timeout";

export const ADMISSION_DEFAULTS: AdmissionLimits;
export function admissionLimits(environment?: Record<string, string | undefined>): AdmissionLimits;
export function createAdmission(
  limits?: AdmissionLimits,
  timers?: { setTimer?: (fn: () => void, ms: number) => unknown; clearTimer?: (timer: never) => void },
): {
  enter(client: string, start: () => void, refuse: (reason: Refusal) => void): () => void;
  wouldRefuse(client: string): Exclude<Refusal, "timeout"> | null;
  stats(): { running: number; waiting: number; clients: number };
};
