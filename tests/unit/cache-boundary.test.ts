import { lintProbes } from "../support/lint-probes";

jest.setTimeout(60_000);

const lines = (...code: string[]) => code.join("\n");

const DOMAIN_EXPIRING = {
  file: "lib/booking/probe.ts",
  code: lines(
    'import { expireTags } from "@/lib/cache/tags";',
    'import { onChange } from "@/lib/cache/seam";',
    'import { clearPageCache } from "@/lib/page-cache/html-cache";',
    'import { forgetUserSessions } from "../page-cache/session-memo";',
    'import { forgetMicroCachedAnswers } from "@/lib/http/micro-cache-state.mjs";',
    'import { listen } from "@/lib/events/bus";',
    'import { revalidateTag } from "next/cache";',
    "export const all = [expireTags, onChange, clearPageCache, forgetUserSessions, forgetMicroCachedAnswers, listen, revalidateTag];",
  ),
};
const DOMAIN_DECLARING = {
  file: "lib/booking/probe.ts",
  code: lines(
    'import { ttlMemo } from "@/lib/cache/ttl-memo";',
    'import { publishChange } from "@/lib/events/publish";',
    'import { changesSoFar, changesHeard } from "@/lib/events/bus";',
    'import { GUEST } from "@/lib/page-cache/viewer";',
    "export const all = [ttlMemo, publishChange, changesSoFar, changesHeard, GUEST];",
  ),
};
const SEAM_EXPIRING = {
  file: "lib/cache/probe.ts",
  code: lines(
    'import { expireTags } from "./tags";',
    'import { clearPageCache } from "@/lib/page-cache/html-cache";',
    "export const all = [expireTags, clearPageCache];",
  ),
};

/** The no-restricted-imports messages of each probe (the project's own eslint.config.mjs), linted together once. */
let found: string[][] = [];
beforeAll(() => {
  found = lintProbes([DOMAIN_EXPIRING, DOMAIN_DECLARING, SEAM_EXPIRING], ["no-restricted-imports"]).map((messages) => messages.map((m) => m.message));
});

/** Only the caches' seam (lib/cache/seam.ts) expires caches; domain code publishes changes (lib/events). */
describe("domain code cannot reach into the caches", () => {
  it("a domain module may not expire tags, clear the page cache or the micro-cache, listen to changes or revalidate Next's cache", () => {
    expect(found[0]).toHaveLength(7);
  });

  it("it may declare a memo with its tags, publish a change, and read the viewer classes and the change counts", () => {
    expect(found[1]).toEqual([]);
  });

  it("the seam itself may", () => {
    expect(found[2]).toEqual([]);
  });
});
