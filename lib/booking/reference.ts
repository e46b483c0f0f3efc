import { randomBytes } from "node:crypto";

// No 0/O or 1/I/L: references are read out on the phone.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newBookingReference(): string {
  const bytes = randomBytes(8);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `TS-${out}`;
}
