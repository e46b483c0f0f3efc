/** Types of scripts/lib/test-failures.mjs, for TypeScript tests. */
export type Failure = { lane: string; file: string; title: string; reason: string };
export function firstLine(message: unknown): string;
export function jestFailures(report: unknown, lane: string, root: string): Failure[];
export function playwrightFailures(report: unknown, lane: string, root?: string): Failure[];
export function failureReport(failures: Failure[]): string[];
