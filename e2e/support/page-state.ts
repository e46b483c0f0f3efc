import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";

/**
 * A key for what accessibility rules can tell apart on the page as it stands: the document's language, direction
 * and whether it has a title, then every element's tag, classes, role, type and the names of its ARIA and
 * interaction attributes, and whether it holds text of its own. Words and ids are left out, so two routes that render
 * the same screen (the same form under another product's name, the same sign-in prompt) have the same key, while a
 * missing label, another layout or another style does not.
 */
export async function pageStateKey(page: Page): Promise<string> {
  const skeleton = await page.evaluate(() => {
    const valued = new Set(["role", "type"]);
    const named = new Set(["alt", "href", "tabindex", "disabled", "for", "lang", "dir", "hidden", "title", "placeholder"]);
    const describe = (el: Element): string => {
      const attributes = Array.from(el.attributes)
        .filter((a) => valued.has(a.name) || named.has(a.name) || a.name.startsWith("aria-"))
        .map((a) => (valued.has(a.name) ? `${a.name}=${a.value}` : a.name))
        .sort();
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");
      const children = Array.from(el.children).map(describe).join(",");
      return `${el.tagName}.${el.getAttribute("class") ?? ""}[${attributes.join(" ")}]${ownText ? "T" : ""}(${children})`;
    };
    const html = document.documentElement;
    return `${html.lang}|${html.dir}|${document.title.trim() !== ""}|${describe(document.body)}`;
  });
  return createHash("sha256").update(skeleton).digest("hex");
}
