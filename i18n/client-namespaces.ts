/**
 * The message groups client components use. Only these are sent to the browser (the rest are rendered on the
 * server). The root layout sends the shell's groups on every page (header, menus, sign-in and sign-up dialogs); the
 * groups of one area travel only with that area's pages, added by its segment layout through <ClientMessages>
 * (components/i18n/client-messages.tsx), so no page's HTML carries the account, agent, wallet and checkout texts of
 * another. tests/unit/client-namespaces.test.ts follows each page's imports and fails when a client component
 * would read a group its page does not send. The forms that show the server's messages by code read ServerMessages
 * through a translator without a namespace (those forms are the auth dialogs and the pages that send it).
 */
/** The groups every page sends (header, menus, banners). */
const SHELL_GROUPS = ["Nav", "UserMenu", "LocalePicker", "Errors"] as const;

/**
 * The sign-in, sign-up and forgot-password dialogs' groups (4.3 KB in English): not sent with the pages, but fetched
 * from GET /api/i18n/<locale>/auth (app/api/i18n/[locale]/auth/route.ts, cacheable) when a dialog is first opened,
 * with the dialog's code (components/auth/auth-dialogs.tsx). Pages whose own forms use them (account,
 * checkout, agent) send them with <ClientMessages>.
 */
export const AUTH_DIALOG_GROUPS = ["SignIn", "SignUp", "Titles", "ForgotPassword", "Social", "PhonePicker", "Nationality", "ServerMessages"] as const;

export const CLIENT_NAMESPACES = [
  ...SHELL_GROUPS,
  "Header",
  "Gate",
  ...AUTH_DIALOG_GROUPS,
  "ChangePassword",
  "Checkout",
  "GuestCheckout",
  "ManageBooking",
  "Trips",
  "Savings",
  "Account",
  "Profile",
  "Agent",
  "Wallet",
  "Referral",
  "Rewards",
  "Pages",
  "Transfers",
  "Flights",
  "Cars",
  "Rooms",
  "Occupancy",
] as const;

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/**
 * What every page sends: the shell's whole groups, and single messages as "Group.key" where a shell component needs one
 * or two texts of a large group (the referral banner, the end-of-impersonation button, the not-found and unauthorized
 * pages — client components, so every page's RSC payload names them instead of carrying their trees).
 */
export const SHELL_MESSAGES = [
  ...SHELL_GROUPS,
  "Header.products",
  "Header.closeMenu",
  "Gate.signInTitle",
  "Gate.signInText",
  "Gate.signInButton",
  "Referral.invitedBy",
  "Referral.dismiss",
  "Agent.endActing",
  "Pages.notFound",
  "Pages.notFoundText",
  "Pages.backHome",
] as const;

type Tree = { [key: string]: string | Tree };

/** The part of the catalogue named by `keys` ("Group" for a whole group, "Group.key" for one message). */
export function pickMessages(messages: Tree, keys: readonly string[]): Tree {
  const picked: Tree = {};
  for (const key of keys) {
    const [group, message] = key.split(".", 2) as [string, string | undefined];
    const source = messages[group];
    if (source === undefined) continue;
    if (message === undefined || typeof source === "string") {
      picked[group] = source;
    } else if (message in source) {
      const into = (picked[group] ??= {}) as Tree;
      into[message] = source[message]!;
    }
  }
  return picked;
}

/** Client messages of a parent provider and of a segment, group by group (a segment's group replaces a partial one). */
export function mergeMessages(parent: Tree, extra: Tree): Tree {
  const merged: Tree = { ...parent };
  for (const [group, value] of Object.entries(extra)) {
    const before = merged[group];
    merged[group] = typeof before === "object" && typeof value === "object" ? { ...before, ...value } : value;
  }
  return merged;
}
