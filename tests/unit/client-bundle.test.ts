import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Issue #17: what every page's scripts carry. The header, footer and providers are on every page, so a static import
 * from them reaches every visitor's phone: Headless UI (and Floating UI) load only with the dialogs that use them, and
 * zod only with the forms that validate in the browser — each module that brings zod into the browser sets its
 * jitless mode first (lib/zod-client-config.ts: without it zod's probe is a CSP violation on the page).
 */
const root = process.cwd();

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  return (
    [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")].find((f) => existsSync(f) && statSync(f).isFile()) ?? null
  );
}

type Import = { spec: string; file: string | null; dynamic: boolean };

function importsOf(file: string): Import[] {
  const source = readFileSync(file, "utf8");
  const found: Import[] = [];
  for (const m of source.matchAll(/(?:import|export)\s+(type\s+)?[^;]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    if (m[1]) continue; // type-only: erased
    const spec = (m[2] ?? m[3] ?? m[4])!;
    found.push({ spec, file: resolve(file, spec), dynamic: m[4] !== undefined });
  }
  return found;
}

/** The project files that end up in the browser's bundle of `entry`, following static imports only (not import()). */
function clientGraph(entry: string): Map<string, Import[]> {
  const graph = new Map<string, Import[]>();
  // Server modules may import each other in a cycle: each is walked once (as a server module, and again once if it
  // is also reached from a client module).
  const serverSeen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const inClient = client || /^\s*["']use client["']/.test(readFileSync(file, "utf8"));
    if (inClient && graph.has(file)) return;
    if (!inClient) {
      if (serverSeen.has(file)) return;
      serverSeen.add(file);
    }
    const imports = importsOf(file);
    if (inClient) graph.set(file, imports);
    for (const i of imports) if (i.file && !i.dynamic) visit(i.file, inClient);
  };
  visit(entry, false);
  return graph;
}

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? pages(full) : /^(page|layout)\.tsx$/.test(name) ? [full] : [];
  });
}

describe("every page's scripts (issue #17)", () => {
  const shell = [...clientGraph(path.join(root, "app", "layout.tsx")), ...clientGraph(path.join(root, "app", "page.tsx"))];

  it("the root layout and the home page load neither Headless UI nor zod", () => {
    const heavy = shell.flatMap(([file, imports]) =>
      imports.filter((i) => !i.dynamic && /^(@headlessui\/|zod)/.test(i.spec)).map((i) => `${path.relative(root, file)} imports ${i.spec}`),
    );
    expect(heavy).toEqual([]);
  });

  it("a module that brings zod into the browser sets zod's jitless mode before it (lib/zod-client-config.ts)", () => {
    const missing: string[] = [];
    for (const page of pages(path.join(root, "app")))
      for (const [file, imports] of clientGraph(page)) {
        const zod = imports.findIndex((i) => /^zod(\/|$)/.test(i.spec));
        const config = imports.findIndex((i) => i.spec === "@/lib/zod-client-config");
        if (zod >= 0 && path.relative(root, file) !== path.join("lib", "zod-client-config.ts") && !(config >= 0 && config < zod))
          missing.push(path.relative(root, file));
      }
    expect([...new Set(missing)]).toEqual([]);
  });
});
