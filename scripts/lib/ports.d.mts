/** Types of scripts/lib/ports.mjs, for TypeScript tests. */
import type { Server } from "node:net";

export class PortInUseError extends Error {
  port: number;
}
export function canListen(port: number, host?: string): Promise<boolean>;
export function listenOn(server: Server, options: { port: number; host?: string; what: string; setting: string; fallback?: boolean }): Promise<number>;
export function assertPortFree(options: { port: number; host?: string; what: string; setting: string }): Promise<void>;
export function portInUse(options: { port: number; what: string; setting: string }): PortInUseError;
export function processListeningOn(port: number): { pid: number; command: string } | null;
