import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTEXT_HEADER } from "@/lib/cookies";
import { staticSecurityHeaders } from "@/lib/http/security-headers";

const source = readFileSync(path.join(__dirname, "../../scripts/server.mjs"), "utf8");

describe("scripts/server.mjs drops the proxy's request-context headers from every request", () => {
  it("its list is exactly lib/cookies.ts CONTEXT_HEADER (API calls skip the proxy, which would otherwise replace them)", () => {
    const list = /const CONTEXT_HEADERS = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
    const names = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]).sort();
    expect(names).toEqual(Object.values(CONTEXT_HEADER).sort());
  });
});

describe("scripts/server.mjs sets the security headers of API answers (API calls skip proxy.ts)", () => {
  it("its headers are exactly lib/http/security-headers.ts staticSecurityHeaders, HSTS only over HTTPS", () => {
    const list = /const API_SECURITY_HEADERS = \{([^}]*)\}/.exec(source)?.[1] ?? "";
    const headers = Object.fromEntries([...list.matchAll(/"([^"]+)": "([^"]+)"/g)].map((m) => [m[1], m[2]]));
    expect(headers).toEqual(staticSecurityHeaders(false));
    const hsts = /const HSTS = "([^"]+)"/.exec(source)?.[1];
    expect({ ...headers, "Strict-Transport-Security": hsts }).toEqual(staticSecurityHeaders(true));
  });
});
