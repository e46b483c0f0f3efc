import { hash, verify, type Options } from "@node-rs/argon2";
import { env } from "@/lib/env";

/** The configured argon2id cost (PASSWORD_HASH_*; RFC 9106's 64 MiB, t=3, p=4 unless set otherwise). */
export function passwordHashCost(): Required<Pick<Options, "memoryCost" | "timeCost" | "parallelism">> {
  const e = env();
  return { memoryCost: e.PASSWORD_HASH_MEMORY_KIB, timeCost: e.PASSWORD_HASH_ITERATIONS, parallelism: e.PASSWORD_HASH_PARALLELISM };
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashCost());
}

// A real hash of a random password at the configured cost, so that an unknown e-mail costs the same time as a wrong
// password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * True when a stored hash was made with another algorithm or cost than the configured one: after a successful
 * sign-in it is re-made, so raising the cost reaches every active account without a reset.
 */
export function needsRehash(storedHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!match) return true;
  const cost = passwordHashCost();
  return Number(match[1]) !== cost.memoryCost || Number(match[2]) !== cost.timeCost || Number(match[3]) !== cost.parallelism;
}
