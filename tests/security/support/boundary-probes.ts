import { randomUUID } from "node:crypto";
import { z } from "zod";

/**
 * What every numeric field is sent, one field at a time: 2^31 (one past a PostgreSQL integer), 2^53 (past JavaScript's
 * safe integers), -1, 1e308, the first of them and 1e308 as text, and "NaN" (JSON cannot carry NaN itself).
 */
export const BOUNDARY_JSON: unknown[] = [2 ** 31, 2 ** 53, -1, 1e308, "2147483648", "1e308", "NaN"];
/** In a query string or a path every value is text. */
export const BOUNDARY_TEXT = ["2147483648", "9007199254740992", "-1", "1e308", "NaN"];

export type Session = "guest" | "member" | "agent";

/** A valid request of a route: the probes change one of its numeric fields at a time and leave the rest as it is. */
export type Example = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The route's folder as a path ("/api/profile/travelers/[id]"); a [segment] is filled from `params`. */
  route: string;
  session: Session;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Only these fields are probed ("body.wallet.cashCardId"): for an example that exists for them alone. */
  only?: string[];
};

export type BoundaryProbe = { method: string; path: string; body?: string; session: Session; label: string };

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Where the numbers of a JSON value are, as dotted paths ("jsonRegister.nationality"); with `text`, numeric strings
 * too (a query string or a path has nothing else). A body's digit strings are text fields (a card's CVC).
 */
export function numericLeaves(value: unknown, text: boolean, prefix = ""): string[] {
  if (typeof value === "number" || (text && typeof value === "string" && NUMERIC_TEXT.test(value))) return [prefix];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => numericLeaves(v, text, prefix ? `${prefix}.${k}` : k));
}

export function withLeaf(value: Record<string, unknown>, path: string[], replacement: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  return { ...value, [head!]: rest.length ? withLeaf(value[head!] as Record<string, unknown>, rest, replacement) : replacement };
}

/** Where the strings of a JSON value are, as dotted paths ("traveler.specialRequests"). */
export function textLeaves(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => textLeaves(v, prefix ? `${prefix}.${k}` : k));
}

/** An example's text fields: "query.q", "body.traveler.specialRequests". */
export function exampleTextFields(e: Example): string[] {
  return (["params", "query", "body"] as const).flatMap((part) => textLeaves(e[part] ?? {}).map((p) => `${part}.${p}`));
}

/** An example's numeric fields: "params.id", "query.clientId", "body.traveler.title". */
export function exampleFields(e: Example): string[] {
  return (["params", "query", "body"] as const).flatMap((part) => numericLeaves(e[part] ?? {}, part !== "body").map((p) => `${part}.${p}`));
}

export function pathOf(e: Example, params: Record<string, string>, query: Record<string, string>): string {
  const path = e.route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Each example with one numeric field set to each boundary value in turn. An `idempotencyKey` is new in every probe:
 * one wrongly accepted booking must not hide the next behind the replayed answer of the first.
 */
export function boundaryProbes(examples: Example[]): BoundaryProbe[] {
  return examples.flatMap((e) =>
    exampleFields(e)
      .filter((field) => !e.only || e.only.includes(field))
      .flatMap((field) => {
        const [part, ...path] = field.split(".") as ["params" | "query" | "body", ...string[]];
        const values = part === "body" ? BOUNDARY_JSON : BOUNDARY_TEXT;
        return values.map((value) => {
          const changed = (p: typeof part) => (p === part ? withLeaf(e[p] ?? {}, path, value) : (e[p] ?? {}));
          const body = { ...changed("body") };
          if ("idempotencyKey" in body) body.idempotencyKey = randomUUID();
          return {
            method: e.method,
            path: pathOf(e, changed("params") as Record<string, string>, changed("query") as Record<string, string>),
            body: e.body ? JSON.stringify(body) : undefined,
            session: e.session,
            label: `boundary ${field} = ${JSON.stringify(value)}`,
          };
        });
      }),
  );
}

function numericPaths(schema: unknown, prefix = ""): string[] {
  if (!schema || typeof schema !== "object") return [];
  const s = schema as { type?: string | string[]; properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
  const types = ([] as string[]).concat(s.type ?? []);
  return [
    ...(types.includes("integer") || types.includes("number") ? [prefix] : []),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((branch) => numericPaths(branch, prefix)),
    ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => numericPaths(v, prefix ? `${prefix}.${k}` : k)),
  ];
}

function textPaths(schema: unknown, prefix = ""): string[] {
  if (!schema || typeof schema !== "object") return [];
  const s = schema as {
    type?: string | string[];
    properties?: Record<string, unknown>;
    additionalProperties?: unknown;
    anyOf?: unknown[];
    oneOf?: unknown[];
    allOf?: unknown[];
  };
  const types = ([] as string[]).concat(s.type ?? []);
  const join = (k: string) => (prefix ? `${prefix}.${k}` : k);
  return [
    ...(types.includes("string") ? [prefix] : []),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((branch) => textPaths(branch, prefix)),
    ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => textPaths(v, join(k))),
    ...textPaths(s.additionalProperties, join("*")),
  ];
}

/** The text fields of a zod schema as it reads its input (a record's values as "*"). */
export function textFields(schema: z.ZodType): string[] {
  return [...new Set(textPaths(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })))].sort();
}

/** The numeric fields of a zod schema, as it reads its input and as it hands it on (a numeric string piped to an id). */
export function numericFields(schema: z.ZodType): string[] {
  const modes = (["input", "output"] as const).flatMap((io) => numericPaths(z.toJSONSchema(schema, { io, unrepresentable: "any" })));
  return [...new Set(modes)].sort();
}
