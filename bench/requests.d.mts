/** Types of bench/requests.mjs, for its unit test. */
export type BenchTarget = {
  path: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  as?: string;
  cookies?: string[];
};
export type Sessions = Record<string, string | string[]>;

export function withSession(target: BenchTarget, sessions: Sessions): BenchTarget;
export function sameRequestFor(row: { project: BenchTarget; baseline: BenchTarget }, sessions: Sessions): BenchTarget;
