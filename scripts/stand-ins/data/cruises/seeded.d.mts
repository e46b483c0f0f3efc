/**
 * The sandbox's seeds and calendar arithmetic: a key's FNV-1a hash (every sailing is drawn from its id's) and ISO
 * date steps. Kept here so that the stand-in runs as plain JavaScript, without the site's TypeScript.
 */
export declare function keyNumber(key: string): number;

/** The ISO date `days` after `isoDate` (YYYY-MM-DD). */
export declare function addDays(isoDate: string, days: number): string;
