/** The largest stylesheet an organisation may store for one page code. */
export const MAX_CSS_BYTES = 100 * 1024;

export type SanitizedCss = { css: string; removed: string[] };

/**
 * Makes partner CSS safe to serve from our origin and to inline: no `@import` of anything but our own paths, no IE
 * `expression()` or `behavior`, no `javascript:` URLs, no `</style>` or other markup that could close a style element.
 * What was removed is reported so the operator sees it.
 */
export function sanitizeCss(input: string): SanitizedCss {
  const removed: string[] = [];
  const drop = (pattern: RegExp, label: string, text: string, replacement = "") =>
    text.replace(pattern, (m) => {
      removed.push(`${label}: ${m.slice(0, 80)}`);
      return replacement;
    });
  let css = input.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
  css = drop(/<\/?\s*style[^>]*>?/gi, "style tag", css);
  css = drop(/<!--|-->/g, "html comment", css);
  // "<" has no use in CSS outside strings; ">" stays (the child combinator).
  css = drop(/</g, "markup", css);
  css = css.replace(/@import\s+(?:url\(\s*)?['"]?([^'")\s;]*)[^;]*;?/gi, (m, target: string) => {
    if (target.startsWith("/") && !target.startsWith("//")) return m;
    removed.push(`remote @import: ${m.slice(0, 80)}`);
    return "";
  });
  css = drop(/expression\s*\([^)]*\)?/gi, "expression()", css);
  css = drop(/(?:behaviou?r|-moz-binding)\s*:[^;}]*;?/gi, "behavior/binding", css);
  css = drop(/url\(\s*(['"]?)\s*(?:javascript|vbscript|data:text\/html)[^)]*\)/gi, "script URL", css, "none");
  css = drop(/\\3c|\\3e/gi, "escaped markup", css);
  return { css: css.trim(), removed };
}
