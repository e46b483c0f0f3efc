/**
 * The sandbox's seeds and calendar arithmetic: a key's FNV-1a hash (every sailing is drawn from its id's) and ISO
 * date steps. Kept here so that the stand-in runs as plain JavaScript, without the site's TypeScript.
 */
export function keyNumber(key) {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The ISO date `days` after `isoDate` (YYYY-MM-DD). */
export function addDays(isoDate, days) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
