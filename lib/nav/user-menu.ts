/**
 * The user menu of SPEC §2; each item is for everyone, signed-in users only, or signed-out visitors only. It also
 * lists what SPEC's list leaves unreachable — the referral programmes, your rewards, the savings programme and the
 * promotions — after Wallet, so a member reaches them without a link from elsewhere.
 */
export type MenuVisibility = "always" | "signedIn" | "signedOut";

export type UserMenuItem = {
  key:
    | "bookingHistory"
    | "myAccount"
    | "travelProfile"
    | "myTrips"
    | "wallet"
    | "referrals"
    | "yourRewards"
    | "savings"
    | "promotions"
    | "language"
    | "currencies"
    | "logout"
    | "signIn";
  visibility: MenuVisibility;
  href?: string;
};

export const USER_MENU: readonly UserMenuItem[] = [
  { key: "bookingHistory", visibility: "always", href: "/user/booking-history" },
  { key: "myAccount", visibility: "always", href: "/user/profile" },
  { key: "travelProfile", visibility: "always", href: "/user/travelers" },
  { key: "myTrips", visibility: "always", href: "/user/my-trips" },
  { key: "wallet", visibility: "signedIn", href: "/wallet" },
  { key: "referrals", visibility: "signedIn", href: "/referral/programs" },
  { key: "yourRewards", visibility: "signedIn", href: "/your-rewards" },
  { key: "savings", visibility: "signedIn", href: "/savings" },
  { key: "promotions", visibility: "always", href: "/promotions" },
  { key: "language", visibility: "always" },
  { key: "currencies", visibility: "always" },
  { key: "logout", visibility: "signedIn" },
  { key: "signIn", visibility: "signedOut" },
];

export function visibleMenuItems(signedIn: boolean): UserMenuItem[] {
  return USER_MENU.filter((item) => item.visibility === "always" || (item.visibility === "signedIn") === signedIn);
}
