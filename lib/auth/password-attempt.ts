import { limit, reset, reward } from "@/lib/rate-limit";
import { passwordGate } from "./password-gate";

/** Who is trying: the client address, and the account as `${orgId}|${email}`. */
export type AttemptKey = { ip: string; account: string };

/**
 * One password check in the sign-in budget (lib/rate-limit/limits.ts), which sign-in and a signed-in member's password
 * confirmations share. Each step comes before the costlier next one:
 *   1. while every place among the process's password checks is taken (./password-gate.ts), 503 at once: a flood is
 *      refused in memory, without a query to the throttle's store or the database;
 *   2. the attempt is counted, per address and per address and account. The store counts atomically, so of any number
 *      of simultaneous attempts exactly the budget's go on; a used-up budget is 429 here, without taking a place;
 *   3. a place among the password checks. Refused after all (503, or 429 for an address past its share), the attempt
 *      is given back, since the check never ran;
 *   4. `check`: the account lookup and the hash, the only database work. One that passes (`ok`) clears the account's
 *      counted attempts from this address, so only failures add up.
 */
export async function passwordAttempt<T extends { ok: boolean }>(key: AttemptKey, check: () => Promise<T>): Promise<T> {
  const gate = passwordGate();
  gate.check(key.ip);
  await Promise.all([limit("signInIp", key.ip), limit("signInIpAccount", key)]);
  const leave = await gate.enter(key.ip).catch(async (refusal: unknown) => {
    await Promise.all([reward("signInIp", key.ip), reward("signInIpAccount", key)]);
    throw refusal;
  });
  let outcome: T;
  try {
    outcome = await check();
  } finally {
    leave();
  }
  if (outcome.ok) await reset("signInIpAccount", key);
  return outcome;
}
