import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

const root = path.resolve(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe("package.json engines and the installed dependency set agree", () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;

  // docs/operations.md, "Node version": an upgrade that pulls in a package asking for a newer Node (as @prisma/dev's
  // @prisma/streams-local does, hence the override) fails here, whatever the versions are.
  it("every installed package runs on the project's lowest Node, with no exemption", () => {
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && typeof p.engines.node === "string")
      .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
      .map(([where, p]) => `${where.replace(/^.*node_modules\//, "")}@${p.version} needs Node ${(p.engines as { node: string }).node}`);
    expect(tooNew).toEqual([]);
  });

  it("the prisma CLI runs with the installed (overridden) @prisma/dev", () => {
    const run = spawnSync(process.execPath, [path.join(root, "node_modules/prisma/build/index.js"), "--version"], { cwd: root, encoding: "utf8" });
    expect([run.status, run.stderr.includes("Error")]).toEqual([0, false]);
    expect(run.stdout).toMatch(/prisma\s+:\s+\d+\.\d+\.\d+/);
  }, 30_000);
});
