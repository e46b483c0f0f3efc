import { postJson } from "@/components/client/post-json";

export type SocialProviderName = "google" | "facebook";

/** The sign-up context that must survive the provider round trip (kept in the server's OAuthState record). */
export type SocialStartContext = {
  accesscode?: string | null;
  mastercode?: string | null;
  referral_code?: string | null;
  referral_org?: string | null;
  trip_id?: string | null;
  language?: string | null;
};

/**
 * "Continue with Google/Facebook": 1. the server records the context and names it in an HttpOnly cookie; 2.
 * next-auth's sign-in is POSTed with its CSRF token and answers with the provider's address (json=true, because a
 * form POST redirecting to another origin would break the form-action CSP); 3. the browser goes there. Returns false
 * when any step fails — the dialog then does nothing (SPEC §8 "Social sign-in failure does nothing").
 */
export async function startSocialRedirect(provider: SocialProviderName, mode: "signin" | "signup", context: SocialStartContext): Promise<boolean> {
  try {
    const returnTo = `${window.location.pathname}${window.location.search}`;
    const started = await postJson<{ data?: { callbackUrl?: string } }>("/api/social/start", { provider, mode, returnTo, ...context });
    const callbackUrl = started.body?.data?.callbackUrl;
    if (!started.ok || !callbackUrl) return false;
    const csrf = (await (await fetch("/api/auth/csrf", { cache: "no-store", credentials: "same-origin" })).json()) as { csrfToken?: string };
    if (!csrf.csrfToken) return false;
    const res = await fetch(`/api/auth/signin/${provider}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl, json: "true" }),
    });
    const { url } = (await res.json()) as { url?: string };
    if (!url || new URL(url, window.location.href).origin === window.location.origin) return false;
    window.location.assign(url);
    return true;
  } catch {
    return false;
  }
}
