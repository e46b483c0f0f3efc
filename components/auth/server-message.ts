type Translator = { has: (key: string) => boolean; (key: string): string };

/**
 * SPEC §8: sign-in shows the server's message "uppercased, translated"; sign-up shows "the translated response text".
 * A message with a known code is looked up in the ServerMessages catalogue, else the server's own text is shown.
 */
export function serverMessage(
  t: Translator,
  code: string | null | undefined,
  text: string | null | undefined,
  fallback: string,
  opts: { upper?: boolean } = {},
): string {
  const key = code ? `ServerMessages.${code}` : "";
  const translated = key && t.has(key) ? t(key) : text?.trim() || fallback;
  return opts.upper ? translated.toLocaleUpperCase() : translated;
}
