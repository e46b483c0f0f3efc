import type { Messages } from "./i18n/messages";
import type { Locale } from "./lib/locale/locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
