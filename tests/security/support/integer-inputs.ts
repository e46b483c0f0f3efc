import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { apiRoutes } from "../../support/routes";
import { exampleFields, numericFields, type Example } from "./boundary-probes";

/**
 * Every numeric input of every route handler under app/api, as "METHOD /api/route field": the fields of the schema each
 * handler names (read from the lib module the route file imports it from), and the [id] of routes that read one.
 * A route file that declares an integer itself is listed as a problem: its schema belongs in lib/<domain>/schemas.ts,
 * where this finds it.
 */
export async function routeNumericInputs(): Promise<string[]> {
  const out: string[] = [];
  for (const route of apiRoutes()) {
    const text = readFileSync(route.file, "utf8");
    const template = `/${path.dirname(route.file).split(path.sep).slice(1).join("/")}`;
    if (/\bz(Id|Int4)\b/.test(text)) out.push(`${template}: a whole number declared in the route file (move its schema to lib/<domain>/schemas.ts)`);
    const imports = new Map<string, string>();
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@\/lib\/[^"]+)"/g)) for (const name of m[1]!.split(",")) imports.set(name.trim(), m[2]!);
    const handlers = [...text.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = withApi\(\{(?:\s|\/\/[^\n]*)*schema:\s*(\w+)/g)];
    if (handlers.length !== text.split("withApi(").length - 1) out.push(`${template}: a withApi handler whose schema this cannot read`);
    for (const [, method, name] of handlers) {
      if (text.includes("idParam(")) out.push(`${method} ${template} params.id`);
      const spec = imports.get(name!);
      if (!spec) continue;
      const schema = ((await import(spec)) as Record<string, z.ZodType>)[name!]!;
      for (const field of numericFields(schema)) out.push(`${method} ${template} ${method === "GET" ? "query" : "body"}.${field}`);
    }
  }
  return out;
}

/** The fields the boundary probes change, in the same form. */
export function probedInputs(examples: Example[]): string[] {
  return examples.flatMap((e) =>
    exampleFields(e)
      .filter((f) => !e.only || e.only.includes(f))
      .map((f) => `${e.method} ${e.route} ${f}`),
  );
}
