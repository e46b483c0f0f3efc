/**
 * The message groups client components use. Only these are sent to the browser (the rest are rendered on the
 * server), which keeps every page's payload smaller; tests/unit/client-namespaces.test.ts keeps the list complete.
 * Components that call useTranslations() without a namespace read ServerMessages through it.
 */
export const CLIENT_NAMESPACES = [
  "Header",
  "Nav",
  "UserMenu",
  "LocalePicker",
  "Gate",
  "Errors",
  "SignIn",
  "SignUp",
  "ForgotPassword",
  "ChangePassword",
  "Social",
  "ServerMessages",
  "PhonePicker",
  "Nationality",
  "Checkout",
  "Trips",
  "Savings",
  "Account",
  "Agent",
  "Wallet",
  "Referral",
] as const;

type Tree = { [key: string]: string | Tree };

export function clientMessages(messages: Tree): Tree {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}
