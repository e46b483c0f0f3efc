/** Types of scripts/lib/supervise.mjs, for TypeScript tests. */
export type Supervised = {
  exitCode: number | null;
  signalCode?: string | null;
  once(event: "exit", listener: (code: number | null, signal: string | null) => void): unknown;
  kill(signal?: string): unknown;
};

export function supervise<C extends Supervised>(options: {
  name: string;
  start: () => C;
  onGiveUp: (code: number) => void;
  log?: (line: string) => void;
  maxCrashes?: number;
  windowMs?: number;
  backoffMs?: (crashes: number) => number;
  stopGraceMs?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: never) => void;
}): { readonly child: C; stop(): Promise<void> };
