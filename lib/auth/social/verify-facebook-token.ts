import { createHmac } from "node:crypto";
import { cleanName, type TokenCheck } from "./profile";

const TIMEOUT_MS = 3000;

type DebugToken = { data?: { is_valid?: boolean; app_id?: string | number; user_id?: string | number } };
type Me = { id?: string | number; email?: string; first_name?: string; last_name?: string };

async function getJson<T>(url: URL): Promise<{ ok: boolean; body: T | null }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
  return { ok: res.ok, body: (await res.json().catch(() => null)) as T | null };
}

/**
 * A Facebook user access token (the spec's `fbtoken`): the Graph API's debug_token, asked with this app's own app
 * token, must call it valid and issued to THIS app (a token from another app must not sign anyone in here); then
 * /me gives the person, with appsecret_proof so a stolen token is useless without the secret. Facebook returns
 * `email` only for an address it considers valid, so an address it returns counts as verified.
 */
export async function verifyFacebookToken(token: string, opts: { graphUrl: string; appId: string; appSecret: string }): Promise<TokenCheck> {
  if (!/^[\w.|-]{10,1000}$/.test(token)) return { ok: false, reason: "malformed" };
  try {
    const debugUrl = new URL(`${opts.graphUrl}/debug_token`);
    debugUrl.searchParams.set("input_token", token);
    debugUrl.searchParams.set("access_token", `${opts.appId}|${opts.appSecret}`);
    const debug = await getJson<DebugToken>(debugUrl);
    const data = debug.body?.data;
    if (!debug.ok || !data) return { ok: false, reason: debug.ok ? "invalid" : "unavailable" };
    if (data.is_valid !== true || data.user_id === undefined) return { ok: false, reason: "invalid" };
    if (String(data.app_id) !== opts.appId) return { ok: false, reason: "app-mismatch" };

    const meUrl = new URL(`${opts.graphUrl}/me`);
    meUrl.searchParams.set("fields", "id,email,first_name,last_name");
    meUrl.searchParams.set("access_token", token);
    meUrl.searchParams.set("appsecret_proof", createHmac("sha256", opts.appSecret).update(token).digest("hex"));
    const me = await getJson<Me>(meUrl);
    if (!me.ok || !me.body?.id) return { ok: false, reason: "invalid" };
    if (String(me.body.id) !== String(data.user_id)) return { ok: false, reason: "invalid" };
    const email = typeof me.body.email === "string" ? me.body.email.trim().toLowerCase() : "";
    return {
      ok: true,
      profile: {
        provider: "facebook",
        providerAccountId: String(me.body.id),
        email: email || null,
        emailVerified: !!email,
        firstName: cleanName(me.body.first_name),
        lastName: cleanName(me.body.last_name),
      },
    };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}
