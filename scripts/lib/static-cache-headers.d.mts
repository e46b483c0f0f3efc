export function staticCacheControl(url: string | undefined): string | null;
