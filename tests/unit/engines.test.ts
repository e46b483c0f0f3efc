import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

const root = path.resolve(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  overrides: Record<string, string | Record<string, string>>;
  scripts: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dependencies?: Record<string, string> }>;
};
const installed = (name: string) => Object.entries(lock.packages).filter(([where]) => where.endsWith(`node_modules/${name}`));

describe("package.json engines and the installed dependency set agree", () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;

  it("every installed package runs on the project's lowest Node, with no exemption", () => {
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && typeof p.engines.node === "string")
      .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
      .map(([where, p]) => `${where.replace(/^.*node_modules\//, "")}@${p.version} needs Node ${(p.engines as { node: string }).node}`);
    expect(lowest).toBe("20.19.0");
    expect(tooNew).toEqual([]);
  });

  // docs/operations.md, "Node version": @prisma/dev 0.24.x (pinned by the prisma CLI) pulls @prisma/streams-local, which
  // asks for Node 22; 0.20.0 is the newest release without it and was checked against prisma 7.10.1 (version,
  // validate, generate, migrate deploy/status). A prisma upgrade must re-check the override, not inherit it blindly.
  it("the @prisma/dev override is the one checked against the installed prisma CLI", () => {
    // Its nested pins of hono and @hono/node-server (4.11.4, 1.19.9: published advisories) are lifted in the same entry.
    expect(pkg.overrides["@prisma/dev"]).toEqual({ ".": "0.20.0", hono: "4.12.34", "@hono/node-server": "1.19.19" });
    expect(installed("hono").map(([, p]) => p.version)).toEqual(["4.12.34"]);
    expect(installed("prisma").map(([, p]) => p.version)).toEqual(["7.10.1"]);
    expect(installed("@prisma/dev").map(([, p]) => p.version)).toEqual(["0.20.0"]);
    expect(installed("@prisma/streams-local")).toEqual([]);
    for (const [script, command] of Object.entries(pkg.scripts)) expect(`${script}: ${command}`).not.toMatch(/prisma (dev|init)\b/);
  });
});
