import { normalizePlanStatus } from "./rules";

type UserForResult = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  userType: number;
  nationalityId: number | null;
  languageCode: string | null;
  currencyCode: string | null;
  isPromotion: boolean;
  phoneCountryCode: string | null;
  subscriptions: { planStatus: string; accessCode: string | null; phoneCountryCode: string | null; displayPrice: string | null; creditLimitMinor: number }[];
};

/** The sign-in result entity of SPEC §3, field for field. */
export function buildSignInResult(user: UserForResult, token: string, fallback: { language: string; currency: string }) {
  return {
    token,
    username: user.firstName,
    email: user.email,
    currency_code: user.currencyCode ?? fallback.currency,
    language: user.languageCode ?? fallback.language,
    nationality: user.nationalityId ?? 1,
    userId: user.id,
    role: user.role,
    last_name: user.lastName,
    is_promotion: user.isPromotion,
    subscription_details: user.subscriptions.map((s) => ({
      plan_status: normalizePlanStatus(s.planStatus),
      access_code: s.accessCode,
      phone_country_code: s.phoneCountryCode ?? user.phoneCountryCode,
      display_price: s.displayPrice,
      credit_limit: s.creditLimitMinor / 100,
    })),
  };
}

export type SignInResult = ReturnType<typeof buildSignInResult>;

/** What the userData cookie holds for the legacy client: display data only, never trusted by the server. */
export function userDataCookie(result: SignInResult) {
  return {
    userId: result.userId,
    username: result.username,
    last_name: result.last_name,
    email: result.email,
    role: result.role,
    currency_code: result.currency_code,
    language: result.language,
  };
}
