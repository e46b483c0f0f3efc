import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The suites run from the project root (npm test). */
const root = process.cwd();
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type ApiRoute = { file: string; path: string; methods: Method[] };

function walk(dir: string, file: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, file, out);
    else if (name === file) out.push(full);
  }
  return out;
}

/** A request path for a route folder: dynamic segments get a plausible value, catch-alls one a route knows. */
function urlPath(folder: string): string {
  const segments = folder.split(path.sep).filter((s) => !(s.startsWith("(") && s.endsWith(")")));
  return `/${segments.map((s) => (s === "[...nextauth]" ? "session" : s.startsWith("[...") ? "a/b" : s.startsWith("[") ? "fuzz" : s)).join("/")}`;
}

/** Every route handler under app/api, with the HTTP methods its file exports (found by reading the file). */
export function apiRoutes(): ApiRoute[] {
  return walk(path.join(root, "app/api"), "route.ts")
    .map((file) => {
      const text = readFileSync(file, "utf8");
      const named = new Set<string>();
      for (const m of text.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) named.add(m[1]!);
      for (const m of text.matchAll(/export\s*\{([^}]*)\}/g))
        for (const name of m[1]!.split(","))
          named.add(
            name
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          );
      const methods = METHODS.filter((method) => named.has(method));
      return { file: path.relative(root, file), path: urlPath(path.relative(path.join(root, "app"), path.dirname(file))), methods };
    })
    .filter((r) => r.methods.length > 0)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Every page route under app (dynamic segments filled in), excluding development-only tools. */
export function pageRoutes(): string[] {
  return walk(path.join(root, "app"), "page.tsx")
    .map((file) => urlPath(path.relative(path.join(root, "app"), path.dirname(file))).replace(/\/$/, "") || "/")
    .map((p) => (p === "/." ? "/" : p))
    .filter((p) => !p.startsWith("/dev") && !p.startsWith("/bench"))
    .sort();
}

/** Field names our zod schemas know (from `name: z.` in lib/ and app/api), to make malformed bodies that reach deep. */
export function knownFieldNames(): string[] {
  const names = new Set<string>();
  for (const dir of ["lib", "app/api"]) {
    for (const file of listTs(path.join(root, dir))) {
      for (const m of readFileSync(file, "utf8").matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\s*:\s*z\s*\./g)) names.add(m[1]!);
    }
  }
  // Environment names (lib/env.ts) are not request fields.
  return [...names].filter((n) => !/^[A-Z0-9_]+$/.test(n)).sort();
}

function listTs(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "generated") listTs(full, out);
    } else if (name.endsWith(".ts")) out.push(full);
  }
  return out;
}
