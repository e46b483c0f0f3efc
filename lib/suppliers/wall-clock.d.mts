/** Types of lib/suppliers/wall-clock.mjs. */
export function offsetMinutes(timeZone: string, instantMs: number): number;
export function localToInstant(local: string, timeZone: string): number;
export function instantToLocal(instantMs: number, timeZone: string): string;
