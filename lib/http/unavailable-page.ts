/**
 * The page a visitor sees while the database is down (503): self-contained (no database, no scripts, no styles from
 * the app), in the visitor's language where we have it.
 */
const TEXT: Record<string, { title: string; text: string; dir?: "rtl" }> = {
  "en-US": { title: "We'll be right back", text: "The site is temporarily unavailable. Please try again in a few moments." },
  "es-ES": { title: "Volvemos enseguida", text: "El sitio no está disponible temporalmente. Inténtelo de nuevo en unos momentos." },
  "fr-FR": { title: "Nous revenons tout de suite", text: "Le site est momentanément indisponible. Veuillez réessayer dans quelques instants." },
  "de-DE": { title: "Gleich wieder da", text: "Die Website ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in wenigen Augenblicken erneut." },
  "pt-BR": { title: "Voltamos já", text: "O site está temporariamente indisponível. Tente novamente em alguns instantes." },
  "ar-SA": { title: "سنعود قريبًا", text: "الموقع غير متاح مؤقتًا. يرجى المحاولة مرة أخرى بعد لحظات.", dir: "rtl" },
};

export function unavailablePageHtml(locale: string): string {
  const t = TEXT[locale] ?? TEXT["en-US"]!;
  return `<!doctype html><html lang="${TEXT[locale] ? locale : "en-US"}" dir="${t.dir ?? "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1e293b"><main><h1>${t.title}</h1><p>${t.text}</p></main></body></html>`;
}
