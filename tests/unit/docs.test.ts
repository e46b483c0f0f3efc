import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..");
const pages = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");

/** The text outside fenced code blocks and inline code, where a `[text](target)` is a real link. */
function prose(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchors for a page's headings: lower-cased, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, title = ""] of withoutCodeBlocks(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = title
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/**
 * Relative links of a page: [text](target), ![alt](picture) and the src/href of HTML in it (the pictures of
 * docs/screenshots.md and the README), without web addresses and mail links.
 */
function relativeLinks(markdown: string): string[] {
  const text = prose(markdown);
  return [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/<(?:img|a)\s[^>]*?\b(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("README and docs/", () => {
  it("the README stays under 200 lines (reference material lives in docs/)", () => {
    const lines = readFileSync(path.join(root, "README.md"), "utf8").trimEnd().split("\n").length;
    expect(lines).toBeLessThan(200);
  });

  it("every relative link in README.md and docs/*.md points to a file that exists, and to a heading it has", () => {
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(path.join(root, page), "utf8");
      for (const target of relativeLinks(text)) {
        const [file = "", anchor] = target.split("#");
        const resolved = file ? path.resolve(path.dirname(path.join(root, page)), decodeURIComponent(file)) : path.join(root, page);
        if (!existsSync(resolved)) broken.push(`${page}: ${target} (no such file)`);
        else if (anchor && (statSync(resolved).isDirectory() || !anchors(readFileSync(resolved, "utf8")).has(anchor)))
          broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the README links to every page of docs/", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const linked = new Set(relativeLinks(readme).map((target) => target.split("#")[0]));
    expect(pages.filter((page) => page.startsWith("docs/") && page !== "docs/README.md" && !linked.has(page))).toEqual([]);
  });

  it("finds links and headings the way GitHub does (so the checks above can fail)", () => {
    expect(relativeLinks("[a](docs/x.md) [b](https://example.com) `[c](not/a/link.md)` [d](#here)")).toEqual(["docs/x.md", "#here"]);
    expect(relativeLinks('![p](a.jpg) <a href="b.jpg"><img src="c.jpg" alt="c" width="9"></a> <img alt="d" src="https://x.test/d.jpg">')).toEqual([
      "a.jpg",
      "b.jpg",
      "c.jpg",
    ]);
    expect([...anchors("# Starting it (`npm start`)\n## Ports, and a second `npm start`\n## API\n## API")]).toEqual([
      "starting-it-npm-start",
      "ports-and-a-second-npm-start",
      "api",
      "api-1",
    ]);
  });
});
