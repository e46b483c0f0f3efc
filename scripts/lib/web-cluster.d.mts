export function webProcessCount(value?: string): number;
export function runWebPrimary(count: number, options?: { port?: string | number }): void;
