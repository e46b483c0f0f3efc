/** Every route SPEC §2 names (Account, Agent, Loyalty, Other and the product paths). */
export const SPEC_ROUTES = [
  "/", "/promotions",
  "/user-details", "/wallet", "/user/profile", "/user/travelers", "/user/my-trips", "/user/booking-history",
  "/agent/profile", "/agent/my-quotes", "/agent/booking-history", "/agent/client-list",
  "/referral/programs", "/referral/credits", "/your-rewards",
  "/login/sso", "/verify-account", "/change-password", "/resorts", "/resorts/search-details", "/search-detail",
  "/hotel-details", "/hotel-checkout", "/checkout-success",
  "/dreamtrips", "/hotelgd", "/hotel", "/condo", "/packages", "/stays", "/holidaystays", "/cruises", "/flight",
  "/cars", "/transfers", "/activities", "/JoinNow",
  "/privacy-policy", "/terms-of-use",
] as const;
