import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { AUTH_DIALOG_GROUPS, CLIENT_NAMESPACES, SHELL_MESSAGES, mergeMessages, pickMessages } from "@/i18n/client-namespaces";

const root = process.cwd();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

// Every page walks much the same import graph: each file is read, resolved and scanned once for the whole run.
const sources = new Map<string, string>();
const sourceOf = (file: string) => sources.get(file) ?? sources.set(file, readFileSync(file, "utf8")).get(file)!;
const resolved = new Map<string, string[]>();
const uses = new Map<string, Map<string, Set<string>>>();

const isClient = (source: string) => /^\s*["']use client["']/.test(source);

/**
 * The sign-in, sign-up and forgot-password dialogs, loaded on first opening by this module, fetch their own message
 * groups then (AUTH_DIALOG_GROUPS, GET /api/i18n/<locale>/auth): its dynamic imports are checked against those groups
 * rather than against each page's.
 */
const LAZY_DIALOGS = path.join(root, "components", "auth", "auth-dialogs.tsx");

/** The project files a module imports ("@/…" and relative specifiers; packages are not followed). */
function imports(file: string, which: "all" | "static" | "dynamic" = "all"): string[] {
  const key = `${file}|${which}`;
  const known = resolved.get(key);
  if (known) return known;
  const source = sourceOf(file);
  const found: string[] = [];
  for (const [, staticSpec, dynamicSpec] of source.matchAll(/(?:import|export)[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    if (which === "static" && dynamicSpec) continue;
    if (which === "dynamic" && staticSpec) continue;
    const spec = staticSpec ?? dynamicSpec;
    if (!spec) continue;
    const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : null;
    if (!base) continue;
    const hit = [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")].find(
      (f) => existsSync(f) && statSync(f).isFile(),
    );
    if (hit) found.push(hit);
  }
  resolved.set(key, found);
  return found;
}

/** What one client module reads itself: "Group" for useTranslations("Group"), with the t("key") calls seen. */
function ownUse(file: string): Map<string, Set<string>> {
  const known = uses.get(file);
  if (known) return known;
  const source = sourceOf(file);
  const use = new Map<string, Set<string>>();
  const keys = [...source.matchAll(/\bt\(\s*["']([\w.]+)["']/g)].map((m) => m[1]!);
  for (const [, name, ns] of source.matchAll(/(?:const\s+(\w+)\s*=\s*)?useTranslations\(\s*["']([A-Za-z]+)["']\s*\)/g)) {
    const set = use.get(ns!) ?? new Set<string>();
    // `const tp = useTranslations("Pages")`: tp("…") calls; otherwise the file's t("…") calls.
    const own = name && name !== "t" ? [...source.matchAll(new RegExp(`\\b${name}\\(\\s*["']([\\w.]+)["']`, "g"))].map((m) => m[1]!) : keys;
    own.forEach((k) => set.add(k));
    use.set(ns!, set);
  }
  if (/useTranslations\(\s*\)/.test(source)) use.set("ServerMessages", use.get("ServerMessages") ?? new Set());
  uses.set(file, use);
  return use;
}

/** Message keys the client side of a page may read: "Group" for useTranslations("Group"), with the t("key") calls seen. */
function clientUse(page: string): Map<string, Set<string>> {
  const use = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${file}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const inClient = client || isClient(sourceOf(file));
    if (inClient)
      for (const [ns, keys] of ownUse(file)) {
        const set = use.get(ns) ?? new Set<string>();
        keys.forEach((k) => set.add(k));
        use.set(ns, set);
      }
    for (const next of imports(file, file === LAZY_DIALOGS ? "static" : "all")) visit(next, inClient);
  };
  visit(page, false);
  return use;
}

/** The keys a page's segment layouts add with <ClientMessages keys={[…]}>, from the app folder down to the page. */
function segmentKeys(page: string): string[] {
  const keys: string[] = [];
  for (let dir = path.dirname(page); dir.startsWith(path.join(root, "app")); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (!existsSync(layout) || dir === path.join(root, "app")) continue;
    for (const [, list] of readFileSync(layout, "utf8").matchAll(/<ClientMessages\s+keys=\{\[([^\]]*)\]\}/g))
      keys.push(...[...list!.matchAll(/["']([\w.]+)["']/g)].map((m) => m[1]!));
  }
  return keys;
}

let rootLayoutUse: Map<string, Set<string>> | undefined;
const layoutUse = () => (rootLayoutUse ??= clientUse(path.join(root, "app", "layout.tsx")));

const pages = files(path.join(root, "app")).filter((f) => /[/\\](page|error|not-found|forbidden|unauthorized|loading|global-error)\.tsx$/.test(f));

describe("each page sends the browser every message its client components read (root layout + segment layouts)", () => {
  it.each(pages.map((f) => [path.relative(root, f)]))("%s", (rel) => {
    const page = path.join(root, rel);
    const provided = [...SHELL_MESSAGES, ...segmentKeys(page)];
    const use = clientUse(page);
    // The root layout's own client components (header, dialogs, banners) count for every page.
    for (const [ns, keys] of layoutUse()) use.set(ns, new Set([...(use.get(ns) ?? []), ...keys]));
    for (const [ns, keys] of use) {
      expect(CLIENT_NAMESPACES).toContain(ns);
      if (provided.includes(ns)) continue;
      const missing = [...keys].filter((k) => !provided.includes(`${ns}.${k.split(".")[0]}`));
      expect({ page: rel, group: ns, missing: keys.size ? missing : ["(the whole group)"] }).toEqual({ page: rel, group: ns, missing: [] });
    }
  });
});

describe("the lazily loaded auth dialogs read only the groups they fetch (AUTH_DIALOG_GROUPS) and the shell's", () => {
  const dialogs = imports(LAZY_DIALOGS, "dynamic");
  it("finds the dialogs", () => expect(dialogs.length).toBeGreaterThanOrEqual(3));
  it.each(dialogs.map((f) => [path.relative(root, f)]))("%s", (rel) => {
    const provided: string[] = [...SHELL_MESSAGES, ...AUTH_DIALOG_GROUPS];
    for (const [ns, keys] of clientUse(path.join(root, rel))) {
      expect(CLIENT_NAMESPACES).toContain(ns);
      const missing = provided.includes(ns) ? [] : [...keys].filter((k) => !provided.includes(`${ns}.${k.split(".")[0]}`));
      expect({ dialog: rel, group: ns, missing }).toEqual({ dialog: rel, group: ns, missing: [] });
    }
  });
});

describe("picking and merging message groups", () => {
  const catalogue = { A: { x: "1", y: "2" }, B: { z: "3" }, C: "plain" };
  it("picks whole groups and single messages", () => {
    expect(pickMessages(catalogue, ["B", "A.y", "C", "Missing", "A.nope"])).toEqual({ B: { z: "3" }, A: { y: "2" }, C: "plain" });
  });
  it("a segment's group completes a partial one from the shell", () => {
    expect(mergeMessages({ A: { y: "2" }, B: { z: "3" } }, { A: { x: "1", y: "2" } })).toEqual({ A: { x: "1", y: "2" }, B: { z: "3" } });
  });
});
