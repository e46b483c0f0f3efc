import { settingsFromArgs } from "@/lib/org/admin-args";
import { ZOrgSettings } from "@/lib/org/admin";
import { countryForIp, isPrivateIp, suggestedCurrency } from "@/lib/locale/geolocation";
import { formatPhone, isValidPhone } from "@/lib/locale/phone";

jest.mock("@/lib/db", () => ({ db: {} }));

describe("npm run org: flags → organisation settings", () => {
  it("maps every flag to its field and leaves the others out", () => {
    expect(
      settingsFromArgs({
        name: "Acme",
        products: "hotel, resorts",
        theme: "holiday",
        "week-start": "1",
        "access-code-flag": "1",
        "wallet-options": "Certificates,Cash Card",
        "allow-guest-booking": "true",
        "google-tag": "none",
        country: "fr",
        currency: "eur",
      }),
    ).toEqual({
      name: "Acme",
      eligibleProducts: ["hotel", "resorts"],
      themeType: "holiday",
      weekStart: 1,
      accessCodeFlag: 1,
      walletOptions: ["Certificates", "Cash Card"],
      allowGuestBooking: true,
      googleTagId: null,
      countryCode: "FR",
      defaultCurrency: "EUR",
    });
  });
  it("maps the partner sites of the external products; only http(s) addresses are accepted", () => {
    const settings = settingsFromArgs({
      "all-inclusive-url": "https://resorts.partner.test/",
      "trips-site-url": "none",
      "daily-deals-url": "https://deals.partner.test/",
    });
    expect(settings).toEqual({ allInclusiveUrl: "https://resorts.partner.test/", tripsSiteUrl: null, dailyDealsUrl: "https://deals.partner.test/" });
    expect(ZOrgSettings.safeParse(settings).success).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://deals.partner.test/", "not a url"]) {
      expect(ZOrgSettings.safeParse({ dailyDealsUrl: bad }).success).toBe(false);
    }
  });
  it("maps the SSO flags, and none clears a value", () => {
    expect(settingsFromArgs({ sso: "true", "sso-secret": "s".repeat(32), "sso-jwks-url": "none", "sso-session-out-url": "/sso/session-ended" })).toEqual({
      ssoEnabled: true,
      ssoSecret: "s".repeat(32),
      ssoJwksUrl: null,
      ssoSessionOutUrl: "/sso/session-ended",
    });
  });
  it("validation takes SSO secrets of 32+ characters, http(s) JWKS URLs, and session-out URLs or site paths", () => {
    expect(
      ZOrgSettings.safeParse({
        ssoSecret: "s".repeat(32),
        ssoJwksUrl: "https://partner.example/.well-known/jwks.json",
        ssoSessionOutUrl: "https://partner.example/out",
      }).success,
    ).toBe(true);
    expect(ZOrgSettings.safeParse({ ssoSessionOutUrl: "/sso/session-ended" }).success).toBe(true);
    for (const bad of [
      { ssoSecret: "s".repeat(31) },
      { ssoJwksUrl: "ftp://partner.example/jwks" },
      { ssoJwksUrl: "not a url" },
      { ssoSessionOutUrl: "javascript:alert(1)" },
      { ssoSessionOutUrl: "//evil.example" },
    ]) {
      expect(ZOrgSettings.safeParse(bad).success).toBe(false);
    }
  });
  it("maps the social flags: providers, the org's own app ids and secrets ('none' clears them)", () => {
    const settings = settingsFromArgs({
      social: "google,facebook",
      "google-client-id": "abc.apps.googleusercontent.com",
      "google-client-secret": "s3",
      "facebook-app-id": "1234",
      "facebook-app-secret": "none",
    });
    expect(settings).toEqual({
      socialProviders: ["google", "facebook"],
      googleClientId: "abc.apps.googleusercontent.com",
      googleClientSecret: "s3",
      facebookAppId: "1234",
      facebookAppSecret: null,
    });
    expect(ZOrgSettings.safeParse(settings).success).toBe(true);
    expect(ZOrgSettings.safeParse({ socialProviders: ["twitter"] }).success).toBe(false);
    expect(ZOrgSettings.safeParse({ facebookAppId: "not-a-number" }).success).toBe(false);
  });
  it("validation refuses unknown products, themes, wallet options and colours", () => {
    for (const bad of [
      { eligibleProducts: ["spaceflight"] },
      { themeType: "neon" },
      { walletOptions: ["Gift Cards"] },
      { primaryColor: "blue" },
      { weekStart: 7 },
    ]) {
      expect(ZOrgSettings.safeParse(bad).success).toBe(false);
    }
  });
});

describe("geolocation from an offline IP database", () => {
  it("locates public IPv4 addresses", () => {
    expect(countryForIp("8.8.8.8")).toBe("US");
    expect(countryForIp("81.2.69.142")).toBe("GB");
  });
  it("'Private and loopback addresses resolve to the org's country': they give null here", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "192.168.1.1", "172.16.0.9", "::1", "not-an-ip"]) expect(countryForIp(ip)).toBeNull();
    expect(isPrivateIp("100.64.0.1")).toBe(true);
  });
  it("suggests a currency the site offers", () => {
    expect(suggestedCurrency("FR", ["USD", "EUR"])).toBe("EUR");
    expect(suggestedCurrency("GB", ["USD", "EUR"])).toBeNull();
  });
});

describe("phone numbers: libphonenumber beside the spec's digit rule", () => {
  it("validates per country", () => {
    expect(isValidPhone("7400123456", "GB")).toBe(true);
    expect(isValidPhone("7700900123", "GB")).toBe(false);
    expect(isValidPhone("2345678", "US")).toBe(false);
  });
  it("formats for display", () => expect(formatPhone("7400123456", "GB")).toBe("+44 7400 123456"));
});
