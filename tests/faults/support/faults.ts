import { eventually } from "../../support/eventually";

export { eventually };

/** The dependencies of the fault server that a test can switch (scripts/lib/fault-proxy.mjs, started by npm test). */
export type Dependency = "postgresql" | "smtp" | "savings" | "google" | "facebook" | "cruises";
export type Mode = "up" | "down" | "hang" | "freeze";

const CONTROL = JSON.parse(process.env.FAULT_CONTROL ?? "{}") as Record<Dependency, string>;

export async function setMode(dependency: Dependency, mode: Mode): Promise<void> {
  const url = CONTROL[dependency];
  if (!url) throw new Error(`No fault proxy for ${dependency}: run these suites with npm run test:faults`);
  const res = await fetch(`${url}/mode/${mode}`, { method: "POST" });
  if (!res.ok) throw new Error(`could not set ${dependency} ${mode}: ${res.status}`);
}

/** Everything back up, and the server serving again (its health check also closes the database breaker). */
export async function allUp(): Promise<void> {
  for (const dependency of Object.keys(CONTROL) as Dependency[]) await setMode(dependency, "up");
  const base = process.env.TEST_BASE_URL!;
  await eventually(
    () => fetch(`${base}/api/health`).then((r) => r.status),
    (s) => s === 200,
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer a user or client may see while a dependency is down: no stack trace, no internals. */
export function leaksInternals(text: string): boolean {
  return /\n\s+at [\w.<>]+ \(|node_modules|PrismaClient|ECONNREFUSED|Error: /.test(text);
}
