import { getRequestConfig } from "next-intl/server";
import { getRequestContext } from "@/lib/http/page-context";
import { loadMessages } from "./messages";

// No [locale] segment: the proxy resolves the language (?lang= → lan_code cookie → org default → en-US).
// The time zone is the organisation's: without one next-intl asks the runtime for its own on every request, and
// constructing that DateTimeFormat cost about 0.4 ms of each page and server function (CPU profile). Dates shown
// to a member name their zone explicitly (the trip's, the property's, the organisation's) all the same.
export default getRequestConfig(async () => {
  const { locale, org } = await getRequestContext();
  return { locale, messages: await loadMessages(locale), timeZone: org.timeZone };
});
