/** Types of scripts/lib/web-process.mjs, for TypeScript tests. */
export function webServerArgs(root: string): string[];
export function webHeapMb(): number;
