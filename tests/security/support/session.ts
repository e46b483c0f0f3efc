import { call, setCookies } from "../../support/http";
import { createUser, TEST_PASSWORD } from "../../support/factories";

/** A fresh member of the given organisation, signed in from `ip`, with the session cookie to send. */
export async function signedInMember(opts: { org?: "default" | "partner"; ip?: string; userType?: 1 | 2 } = {}) {
  const user = await createUser({ org: opts.org, planStatus: "ACTIVE", userType: opts.userType });
  const host = opts.org === "partner" ? "partner.localhost" : undefined;
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } }, host, localAddress: opts.ip });
  const token = setCookies(res)["next-auth.session-token"];
  if (!token) throw new Error(`sign-in failed with ${res.status}`);
  return { user, host, setCookie: res.headers.getSetCookie(), cookies: { "next-auth.session-token": token } };
}
