import { NextRequest } from "next/server";
import { readJsonBody } from "@/lib/http/read-json";
import { requestCookies, requestUrl } from "@/lib/http/request-parts";

/**
 * API calls read their cookies and query from what Next parsed when it built the route handler's request, by the
 * same rules for a plain Request (a test calling a handler).
 */
describe("the parts of a request an API call reads", () => {
  const cookie = "lan_code=fr-FR; currency_code=EUR; next-auth.session-token=abc.def";

  it("reads a route handler's NextRequest as Next parsed it", () => {
    const request = new NextRequest("http://shop.test/api/trips?view=history&lang=de-DE", { headers: { cookie } });
    const read = requestCookies(request);
    expect([read("lan_code"), read("currency_code"), read("next-auth.session-token"), read("missing")]).toEqual(["fr-FR", "EUR", "abc.def", undefined]);
    expect(requestUrl(request).searchParams.get("view")).toBe("history");
  });

  it("reads a plain Request by the same rules, leaving its body to be read", async () => {
    const request = new Request("http://shop.test/api/x?lang=de-DE", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: '{"a":1}',
    });
    expect(requestCookies(request)("currency_code")).toBe("EUR");
    expect(requestUrl(request).searchParams.get("lang")).toBe("de-DE");
    expect(requestUrl(request).protocol).toBe("http:");
    await expect(readJsonBody(request)).resolves.toEqual({ a: 1 });
  });

  it("gives a request without cookies none", () => {
    expect(requestCookies(new Request("http://shop.test/api/x"))("lan_code")).toBeUndefined();
  });
});
