import { productAtPath } from "./products";

/** A message of the catalogue, by its full key ("Pages.myTrips"). */
export type MessageKey = string;

const PAGES: Record<string, MessageKey[]> = {
  "/search-detail": ["Pages.searchDetail"],
  "/resorts/search-details": ["Pages.searchDetails"],
  "/hotel-details": ["Pages.hotelDetails"],
  "/hotel-checkout": ["Pages.hotelCheckout"],
  "/checkout-success": ["Pages.checkoutSuccess"],
  "/flight/results": ["Flights.results.title"],
  "/packages/results": ["Packages.results.title"],
  "/packages/checkout": ["Packages.checkout.title"],
  "/user/my-trips": ["Pages.myTrips"],
  "/user/booking-history": ["Pages.bookingHistory"],
  "/user/profile": ["Pages.profile"],
  "/user/travelers": ["Pages.travelers"],
  "/user/confirm-email": ["Account.emailTitle"],
  "/user-details": ["Pages.userDetails"],
  "/wallet": ["Pages.wallet"],
  "/your-rewards": ["Pages.yourRewards"],
  "/referral/programs": ["Pages.referralPrograms"],
  "/referral/credits": ["Pages.referralCredits"],
  "/promotions": ["Pages.promotions"],
  "/agent/profile": ["Pages.agentProfile"],
  "/agent/my-quotes": ["Pages.agentQuotes"],
  "/agent/booking-history": ["Pages.agentBookingHistory"],
  "/agent/client-list": ["Pages.agentClientList"],
  "/quote": ["Agent.quotesTitle"],
  "/privacy-policy": ["Pages.privacyPolicy"],
  "/terms-of-use": ["Pages.termsOfUse"],
  "/verify-account": ["Pages.verifyAccount"],
  "/change-password": ["Pages.changePassword"],
  "/link-account": ["Pages.linkAccount"],
  "/agent-link": ["Pages.agentLink"],
  "/login/sso": ["Pages.ssoLogin"],
  "/sso/session-ended": ["Pages.ssoSessionEnded"],
  "/manage-booking": ["ManageBooking.title"],
  "/manage-booking/booking": ["ManageBooking.bookingTitle"],
  "/savings": ["Savings.title"],
  "/dev/mailbox": ["Mailbox.title"],
};

/**
 * What names a page in the browser's tab, history and bookmarks, and what a screen reader announces after a
 * navigation: the messages to join, most specific first ("Checkout · Cars"), or null for the site's own title (the
 * home page, and addresses that are no page). The organisation's name follows them (app/layout.tsx).
 */
export function pageTitleKeys(pathname: string): MessageKey[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (PAGES[path]) return PAGES[path];
  if (/^\/user\/my-trips\/[^/]+$/.test(path)) return ["Trip.title"];
  const [, first, second, third] = path.split("/");
  const product = first ? productAtPath(`/${first}`) : undefined;
  if (!product || third !== undefined) return null;
  const name = `Nav.products.${product}`;
  if (second === undefined) return [name];
  if (second === "results") return ["Pages.searchDetail", name];
  if (second === "checkout") return ["Checkout.title", name];
  // A product's own page under its section: a sailing (/cruises/<id>).
  return product === "cruises" ? [name] : null;
}

/** A page's own name followed by the organisation's, as every titled page of the site reads ("My Trips — TravelSaver"). */
export function withOrgName(pageName: string, orgName: string): string {
  return `${pageName} — ${orgName}`;
}
