/**
 * Sign-up context carried by the address (SPEC §2 query parameters key, referral_org, trip_id, and the referral
 * link's referral_code): remembered for the browser session so it survives navigating before signing up.
 */
export type SignupContext = { key?: string; referral_code?: string; referral_org?: string; trip_id?: string };

const STORAGE_KEY = "signupContext";
const FIELDS = ["key", "referral_code", "referral_org", "trip_id"] as const;

export function readSignupContext(): SignupContext {
  let stored: SignupContext = {};
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as SignupContext;
  } catch {
    stored = {};
  }
  const params = new URLSearchParams(window.location.search);
  const fromUrl: SignupContext = {};
  for (const f of FIELDS) {
    const v = params.get(f);
    if (v && v.length <= 200) fromUrl[f] = v;
  }
  const merged = { ...stored, ...fromUrl };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // storage unavailable: the address still carries it on this page
  }
  return merged;
}
