/** Types of scripts/savings-sandbox.mjs, for TypeScript tests. */
export type SavingsSandbox = {
  /** e.g. http://127.0.0.1:4010 — SAVINGS_BASE_URL. */
  url: string;
  stop(): Promise<void>;
};

export function startSavingsSandbox(options?: { port?: number; host?: string; fallback?: boolean }): Promise<SavingsSandbox>;
