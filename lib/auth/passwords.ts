import { hash, verify } from "@node-rs/argon2";

/** argon2id at the library's defaults (m=19 MiB, t=2, p=1 — OWASP's minimum; ~12 ms here). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random password, so that an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
