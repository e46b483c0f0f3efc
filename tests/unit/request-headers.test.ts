import { acceptRequestHeaders, FORWARDING_HEADERS } from "../../scripts/lib/request-headers.mjs";
import { CONTEXT_HEADER } from "@/lib/cookies";

/** What the web server lets through to Next of a request's headers (scripts/server.mjs, before admission). */
describe("the web server's first look at a request's headers", () => {
  const hostile = () => ({
    host: "localhost:3000",
    accept: "application/json",
    ...Object.fromEntries(Object.values(CONTEXT_HEADER).map((name) => [name, "forged"])),
    ...Object.fromEntries(FORWARDING_HEADERS.map((name) => [name, "203.0.113.9"])),
  });

  it("drops every request-context header the proxy sets for pages, and says the peer is the client", () => {
    const headers: Record<string, string> = hostile();
    acceptRequestHeaders(headers, { peer: "198.51.100.4", trustsProxies: true });
    const left = Object.values(CONTEXT_HEADER).filter((name) => name in headers && name !== CONTEXT_HEADER.clientIp);
    expect(left).toEqual([]);
    expect(headers[CONTEXT_HEADER.clientIp]).toBe("198.51.100.4");
    expect(headers.host).toBe("localhost:3000");
    expect(headers.accept).toBe("application/json");
  });

  it("drops the forwarding headers unless proxies in front are trusted", () => {
    const untrusted: Record<string, string> = hostile();
    acceptRequestHeaders(untrusted, { peer: "198.51.100.4", trustsProxies: false });
    expect(FORWARDING_HEADERS.filter((name) => name in untrusted)).toEqual([]);
    const trusted: Record<string, string> = hostile();
    acceptRequestHeaders(trusted, { peer: "198.51.100.4", trustsProxies: true });
    expect(FORWARDING_HEADERS.every((name) => trusted[name] === "203.0.113.9")).toBe(true);
  });
});
