/** Types of scripts/lib/micro-cache.mjs, for TypeScript tests. */
import type { IncomingMessage, ServerResponse } from "node:http";

export const POLICY_HEADER: string;
export const MAX_REQUEST_BODY: number;
export type Policy = { maxAgeMs: number; cookies: string[]; bypass: string[] };
export type MicroCacheStats = { hits: number; notModified: number; misses: number };
export type MicroCache = {
  policyFor(req: IncomingMessage): Policy | null;
  keyOf(req: IncomingMessage, policy: Policy, body: Buffer): string;
  lookup(key: string): { status: number; headers: Record<string, unknown>; body: Buffer; framing: "length" | "chunked" } | null;
  store(key: string, policy: Policy, status: number, headers: Record<string, unknown>, body: Buffer, framing?: "length" | "chunked"): void;
  note(req: IncomingMessage, outcome: "hit" | "notModified" | "miss"): void;
  readonly stats: MicroCacheStats;
  learn(req: IncomingMessage, headerValue: unknown): Policy | null;
  readonly size: number;
};
export function parsePolicy(value: unknown): Policy | null;
export function cookiePairs(header: string | undefined, name: string): string[];
export function etagMatches(ifNoneMatch: unknown, etag: unknown): boolean;
export function processMicroCacheStats(): MicroCacheStats;
export function createMicroCache(options?: {
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
  generation?: () => number | string;
  stats?: MicroCacheStats;
}): MicroCache;
export function peekBody(req: IncomingMessage, length: number): Promise<Buffer | null>;
export function serveWithMicroCache(
  cache: MicroCache,
  req: IncomingMessage,
  res: ServerResponse,
  next: (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<void>;
