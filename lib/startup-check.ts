import { startupRefusal } from "@/lib/env";

/**
 * Ends a web process whose settings must never reach production (lib/env.ts startupRefusal: the dev mailbox on a real
 * database), before it serves a request. Node.js runtime only (instrumentation.ts).
 */
export function refuseUnsafeSettings(): void {
  const refusal = startupRefusal();
  if (!refusal) return;
  console.error(`\nRefusing to start: ${refusal}\n`);
  process.exit(1);
}
