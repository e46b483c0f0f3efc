import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

const root = path.resolve(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string }; scripts: Record<string, string> };
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dependencies?: Record<string, string> }>;
};

/**
 * Installed packages whose own `engines` exclude the project's lowest Node, each with why that is harmless (see
 * docs/operations.md, "Node version"). Anything else asking for a newer Node fails this test.
 */
const NEVER_LOADED: Record<string, string> = {
  // Needed only by `prisma dev` (a local Prisma Postgres server), loaded by a dynamic import() inside @prisma/dev;
  // the project never runs `prisma dev` or `prisma init` (npm start serves PGlite itself, scripts/lib/embedded-db.mjs).
  "@prisma/streams-local": "prisma dev only",
};

describe("package.json engines and the installed dependency set agree", () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;

  it("every installed package runs on the project's lowest Node, but for the listed ones never loaded", () => {
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && typeof p.engines.node === "string")
      .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
      .map(([where]) => where.replace(/^.*node_modules\//, ""));
    expect(lowest).toBe("20.19.0");
    expect(tooNew.filter((name) => !(name in NEVER_LOADED))).toEqual([]);
  });

  it("the packages excused are reachable only through @prisma/dev, which none of our scripts starts", () => {
    for (const name of Object.keys(NEVER_LOADED)) {
      const dependents = Object.entries(lock.packages)
        .filter(([, p]) => p.dependencies && name in p.dependencies)
        .map(([where]) => where.replace(/^.*node_modules\//, "") || "(the project)");
      expect(dependents).toEqual(["@prisma/dev"]);
    }
    for (const [script, command] of Object.entries(pkg.scripts)) expect(`${script}: ${command}`).not.toMatch(/prisma (dev|init)\b/);
  });
});
