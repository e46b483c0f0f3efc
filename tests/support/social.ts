/**
 * Tokens from the local social stand-ins `npm test` starts (scripts/stand-ins/): a Google ID token signed by the
 * OpenID provider's own key, and a Facebook user token issued by the Graph stand-in. Plain fetch: usable from jest
 * and Playwright.
 */
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\` (it starts the social stand-ins)`);
  return value;
}

export const googleIssuer = () => env("GOOGLE_ISSUER");
export const googleClientId = () => env("GOOGLE_CLIENT_ID");
export const facebookAppId = () => env("FACEBOOK_APP_ID");

/** An ID token for `email` (verified unless told), with any claim overridden (aud, iss, exp, email_verified …). */
export async function googleIdToken(claims: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${googleIssuer()}/test/id-token`, { method: "POST", body: JSON.stringify(claims) });
  if (!res.ok) throw new Error(`Google stand-in answered ${res.status}`);
  return ((await res.json()) as { id_token: string }).id_token;
}

/** A Facebook user token: { email?, first_name?, last_name?, app_id? (another app's), expired? }. */
export async function facebookToken(body: Record<string, unknown>): Promise<{ access_token: string; user_id: string }> {
  const res = await fetch(`${env("FACEBOOK_GRAPH_URL")}/test/token`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`Facebook stand-in answered ${res.status}`);
  return (await res.json()) as { access_token: string; user_id: string };
}
