import { AUTH_DIALOG_GROUPS, pickMessages } from "@/i18n/client-namespaces";
import { loadMessages } from "@/i18n/messages";
import { AppError } from "@/lib/errors";
import { errorResponse, json } from "@/lib/http/respond";
import { isLocale } from "@/lib/locale/locales";

/**
 * The sign-in, sign-up and forgot-password dialogs' message groups for one language, fetched by the dialogs when first
 * opened (components/auth/auth-dialogs.tsx) instead of travelling with every page. The same for every
 * organisation and visitor, so browsers and CDNs may keep it for an hour; a new deployment's texts arrive within that.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return errorResponse(new AppError("NOT_FOUND", "There is no such language."));
  const messages = pickMessages(await loadMessages(locale), AUTH_DIALOG_GROUPS);
  return json(messages, { headers: { "cache-control": "public, max-age=3600" } });
}
