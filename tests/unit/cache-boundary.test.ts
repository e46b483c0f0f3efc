import { spawnSync } from "node:child_process";
import path from "node:path";

jest.setTimeout(60_000);

const root = path.resolve(__dirname, "../..");

/**
 * The import restrictions ESLint finds in `code` written as `file`: the project's own eslint.config.mjs, run as
 * `npm test -- lint` runs it (a process of its own: the config is an ES module, which jest's VM cannot load).
 */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const run = spawnSync(process.execPath, [path.join(root, "node_modules/eslint/bin/eslint.js"), "--stdin", "--stdin-filename", file, "--format", "json"], {
    cwd: root,
    input: code,
    encoding: "utf8",
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

/** Only the caches' seam (lib/cache/seam.ts) expires caches; domain code publishes changes (lib/events). */
describe("domain code cannot reach into the caches", () => {
  it("a domain module may not expire tags, clear the page cache or the micro-cache, listen to changes or revalidate Next's cache", async () => {
    const found = await restrictedImports(
      "lib/booking/probe.ts",
      [
        'import { expireTags } from "@/lib/cache/tags";',
        'import { onChange } from "@/lib/cache/seam";',
        'import { clearPageCache } from "@/lib/page-cache/html-cache";',
        'import { forgetUserSessions } from "../page-cache/session-memo";',
        'import { forgetMicroCachedAnswers } from "@/lib/http/micro-cache-state.mjs";',
        'import { listen } from "@/lib/events/bus";',
        'import { revalidateTag } from "next/cache";',
        "export const all = [expireTags, onChange, clearPageCache, forgetUserSessions, forgetMicroCachedAnswers, listen, revalidateTag];",
      ].join("\n"),
    );
    expect(found).toHaveLength(7);
  });

  it("it may declare a memo with its tags, publish a change, and read the viewer classes and the change counts", async () => {
    const found = await restrictedImports(
      "lib/booking/probe.ts",
      [
        'import { ttlMemo } from "@/lib/cache/ttl-memo";',
        'import { publishChange } from "@/lib/events/publish";',
        'import { changesSoFar, changesHeard } from "@/lib/events/bus";',
        'import { GUEST } from "@/lib/page-cache/viewer";',
        "export const all = [ttlMemo, publishChange, changesSoFar, changesHeard, GUEST];",
      ].join("\n"),
    );
    expect(found).toEqual([]);
  });

  it("the seam itself may", async () => {
    const found = await restrictedImports(
      "lib/cache/probe.ts",
      [
        'import { expireTags } from "./tags";',
        'import { clearPageCache } from "@/lib/page-cache/html-cache";',
        "export const all = [expireTags, clearPageCache];",
      ].join("\n"),
    );
    expect(found).toEqual([]);
  });
});
