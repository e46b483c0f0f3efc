import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTEXT_HEADER } from "@/lib/cookies";

describe("scripts/server.mjs drops the proxy's request-context headers from every request", () => {
  it("its list is exactly lib/cookies.ts CONTEXT_HEADER (API calls skip the proxy, which would otherwise replace them)", () => {
    const source = readFileSync(path.join(__dirname, "../../scripts/server.mjs"), "utf8");
    const list = /const CONTEXT_HEADERS = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
    const names = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]).sort();
    expect(names).toEqual(Object.values(CONTEXT_HEADER).sort());
  });
});
