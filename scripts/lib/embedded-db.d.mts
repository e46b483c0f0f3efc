/** Types of scripts/lib/embedded-db.mjs, for TypeScript tests. */
import type { ChildProcess } from "node:child_process";

export function startEmbeddedDb(options: { root: string; port: number }): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }>;
export function lockDataFolder(dataDir: string, port: number): () => void;
