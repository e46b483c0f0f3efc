import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

// The axe-core build that @axe-core/playwright itself would inject, read once per worker.
const fromAxePlaywright = createRequire(path.join(process.cwd(), "node_modules", "@axe-core", "playwright", "package.json"));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Loads axe-core into every document the page opens from now on. AxeBuilder evaluates the 500 KB script afresh on
 * every analysis (about 0.5 s a page here); as an init script it is compiled with the page and an audit takes ~0.15 s.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript(AXE_SOURCE);
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** WCAG 2.2 A/AA violations on the page as it stands (after preloadAxe), one line each, naming where. */
export async function wcagViolations(page: Page, where: string): Promise<string[]> {
  // Next streams a page's metadata: right after a client-side navigation the new <title> may not be in the document
  // yet. Audited once it is; a page that never gets one still fails below, on axe's document-title rule.
  await page.waitForFunction(() => document.title.trim() !== "", null, { timeout: 5_000 }).catch(() => undefined);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: axe then skips collecting the nodes of passed and incomplete checks.
    return (await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })).violations;
  }, WCAG);
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) on ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")} — ${v.help}`);
}
