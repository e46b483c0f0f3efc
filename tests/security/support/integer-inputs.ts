import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { apiRoutes } from "../../support/routes";
import { exampleFields, exampleTextFields, numericFields, textFields, type Example } from "./boundary-probes";

/**
 * Every input of every route handler under app/api that `fieldsOf` finds in its schema, as "METHOD /api/route field":
 * the fields of the schema each handler names (read from the lib module the route file imports it from).
 */
async function routeSchemaInputs(fieldsOf: (schema: z.ZodType) => string[], problems: (template: string, text: string) => string[]): Promise<string[]> {
  const out: string[] = [];
  for (const route of apiRoutes()) {
    const text = readFileSync(route.file, "utf8");
    const template = `/${path.dirname(route.file).split(path.sep).slice(1).join("/")}`;
    out.push(...problems(template, text));
    const imports = new Map<string, string>();
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@\/lib\/[^"]+)"/g)) for (const name of m[1]!.split(",")) imports.set(name.trim(), m[2]!);
    const handlers = [...text.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = withApi\(\{(?:\s|\/\/[^\n]*)*schema:\s*(\w+)/g)];
    if (handlers.length !== text.split("withApi(").length - 1) out.push(`${template}: a withApi handler whose schema this cannot read`);
    for (const [, method, name] of handlers) {
      const spec = imports.get(name!);
      if (!spec) continue;
      const schema = ((await import(spec)) as Record<string, z.ZodType>)[name!]!;
      for (const field of fieldsOf(schema)) out.push(`${method} ${template} ${method === "GET" ? "query" : "body"}.${field}`);
    }
  }
  return out;
}

/**
 * Every numeric input of every route handler, and the [id] of routes that read one. A route file that declares an
 * integer itself is listed as a problem: its schema belongs in lib/<domain>/schemas.ts, where this finds it.
 */
export async function routeNumericInputs(): Promise<string[]> {
  return routeSchemaInputs(numericFields, (template, text) => [
    ...(/\bz(Id|Int4)\b/.test(text) ? [`${template}: a whole number declared in the route file (move its schema to lib/<domain>/schemas.ts)`] : []),
    ...[...text.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = withApi\(/g)]
      .filter(() => text.includes("idParam("))
      .map(([, method]) => `${method} ${template} params.id`),
  ]);
}

/** Every text input of the schemas the route handlers name (issue #50: each gets a NUL and a lone surrogate). */
export async function routeTextInputs(): Promise<string[]> {
  return routeSchemaInputs(textFields, () => []);
}

/** The fields the boundary probes change, in the same form. */
export function probedInputs(examples: Example[]): string[] {
  return examples.flatMap((e) =>
    exampleFields(e)
      .filter((f) => !e.only || e.only.includes(f))
      .map((f) => `${e.method} ${e.route} ${f}`),
  );
}

/** The text fields the unstorable-text probes change, in the same form (a record's any key as "query.*"). */
export function probedTextInputs(examples: Example[]): string[] {
  return examples
    .filter((e) => !e.only)
    .flatMap((e) => exampleTextFields(e).flatMap((f) => [`${e.method} ${e.route} ${f}`, `${e.method} ${e.route} ${f.split(".")[0]}.*`]));
}
