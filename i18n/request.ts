import { getRequestConfig } from "next-intl/server";
import { getRequestContext } from "@/lib/request-context";
import { loadMessages } from "./messages";

// No [locale] segment: the proxy resolves the language (?lang= → lan_code cookie → org default → en-US).
export default getRequestConfig(async () => {
  const { locale } = await getRequestContext();
  return { locale, messages: await loadMessages(locale) };
});
