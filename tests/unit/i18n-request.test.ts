import requestConfig from "@/i18n/request";

// Outside a React Server Components build next-intl's helper refuses to run; it only hands the function back.
jest.mock("next-intl/server", () => ({ getRequestConfig: <T>(create: T) => create }));
jest.mock("@/lib/http/page-context", () => ({
  getRequestContext: async () => ({ locale: "fr-FR", org: { timeZone: "Europe/Paris" } }),
}));

/**
 * next-intl asks the runtime for its time zone on every request when the request's configuration names none:
 * building that DateTimeFormat was the costliest single step of a member's server function (docs/benchmarks.md).
 */
describe("next-intl's request configuration", () => {
  it("names the organisation's time zone, the language's messages and the language", async () => {
    const config = await (requestConfig as unknown as (params: { requestLocale: Promise<string | undefined> }) => Promise<Record<string, unknown>>)({
      requestLocale: Promise.resolve(undefined),
    });
    expect(config.timeZone).toBe("Europe/Paris");
    expect(config.locale).toBe("fr-FR");
    expect(config.messages).toMatchObject({ Checkout: expect.any(Object) });
  });
});
