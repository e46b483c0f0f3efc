import { passwordAttempt } from "./password-attempt";
import { verifyPassword } from "./passwords";

/**
 * A signed-in member's password check (change password, change e-mail, delete account), throttled like sign-in and
 * in the same budget (./password-attempt.ts): every check counts in `signInIp` and, until one passes, in
 * `signInIpAccount` for the account from this address; a used-up budget is 429 before the password is even looked
 * at. A stolen session cookie is no faster a way to guess the password than the sign-in form.
 */
export async function checkAccountPassword(input: {
  orgId: number;
  email: string;
  ip: string;
  hash: string | null | undefined;
  password: string;
}): Promise<boolean> {
  const key = { ip: input.ip, account: `${input.orgId}|${input.email.trim().toLowerCase()}` };
  const { ok } = await passwordAttempt(key, async () => ({ ok: await verifyPassword(input.hash, input.password) }));
  return ok;
}
