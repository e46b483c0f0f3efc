/** Types of scripts/lib/fault-proxy.mjs, for TypeScript tests. */
export type FaultMode = "up" | "down" | "hang" | "freeze";
export type FaultProxy = { name: string; port: number; controlUrl: string; setMode(mode: FaultMode): Promise<void>; stop(): Promise<void> };
export function startFaultProxy(options: { name: string; targetPort: number; targetHost?: string }): Promise<FaultProxy>;
