import { DEFAULT_LOCALE, type Locale } from "@/lib/locale/locales";
import en from "@/messages/en-US.json";

export type Messages = typeof en;

type Tree = { [key: string]: string | Tree };

const loaders: Record<Locale, () => Promise<Tree>> = {
  "en-US": async () => en,
  "es-ES": async () => (await import("@/messages/es-ES.json")).default,
  "fr-FR": async () => (await import("@/messages/fr-FR.json")).default,
  "de-DE": async () => (await import("@/messages/de-DE.json")).default,
  "pt-BR": async () => (await import("@/messages/pt-BR.json")).default,
  "ar-SA": async () => (await import("@/messages/ar-SA.json")).default,
};

/** Each language's catalogue merged once: it is asked for on every request in that language. */
const merged = new Map<Locale, Promise<Tree>>();

/** A catalogue with English filled in for any key a translation lacks, so no raw key ever shows. */
export async function loadMessages(locale: Locale): Promise<Tree> {
  if (locale === DEFAULT_LOCALE) return en;
  let catalogue = merged.get(locale);
  if (!catalogue) {
    catalogue = loaders[locale]().then((over) => mergeFallback(en, over));
    catalogue.catch(() => merged.delete(locale));
    merged.set(locale, catalogue);
  }
  return catalogue;
}

export function mergeFallback(base: Tree, over: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(base)) {
    const o = over[key];
    if (typeof value === "string") out[key] = typeof o === "string" && o.trim() !== "" ? o : value;
    else out[key] = mergeFallback(value, o && typeof o === "object" ? o : {});
  }
  return out;
}
