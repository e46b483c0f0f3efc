/** The user menu of SPEC §2; each item is for everyone, signed-in users only, or signed-out visitors only. */
export type MenuVisibility = "always" | "signedIn" | "signedOut";

export type UserMenuItem = {
  key: "bookingHistory" | "myAccount" | "travelProfile" | "myTrips" | "wallet" | "language" | "currencies" | "logout" | "signIn";
  visibility: MenuVisibility;
  href?: string;
};

export const USER_MENU: readonly UserMenuItem[] = [
  { key: "bookingHistory", visibility: "always", href: "/user/booking-history" },
  { key: "myAccount", visibility: "always", href: "/user/profile" },
  { key: "travelProfile", visibility: "always", href: "/user/travelers" },
  { key: "myTrips", visibility: "always", href: "/user/my-trips" },
  { key: "wallet", visibility: "signedIn", href: "/wallet" },
  { key: "language", visibility: "always" },
  { key: "currencies", visibility: "always" },
  { key: "logout", visibility: "signedIn" },
  { key: "signIn", visibility: "signedOut" },
];

export function visibleMenuItems(signedIn: boolean): UserMenuItem[] {
  return USER_MENU.filter((item) => item.visibility === "always" || (item.visibility === "signedIn") === signedIn);
}
