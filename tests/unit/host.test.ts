import { isKnownHost, isWellFormedHost, normalizeHost, trustedOrigin } from "@/lib/org/host";

describe("normalizeHost — 'Lower-case the host, strip www. and the port'", () => {
  it.each([
    ["Partner.LocalHost:3000", "partner.localhost"],
    ["www.example.com", "example.com"],
    ["WWW.Example.com:443", "example.com"],
    ["example.com.", "example.com"],
    ["[::1]:3000", "[::1]"],
    ["", ""],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it("treats a missing Host as empty (the default organisation serves it)", () => {
    expect(normalizeHost(null)).toBe("");
    expect(normalizeHost(undefined)).toBe("");
  });
});

/** Issue #16 item 2: "Links in e-mails built from the Host header". */
describe("isWellFormedHost — a Host header is host[:port] and nothing else", () => {
  it.each(["localhost", "localhost:3000", "partner.localhost:3200", "WWW.Partner.LocalHost", "127.0.0.1:3000", "[::1]:3000", "example.com."])(
    "accepts %s",
    (raw) => {
      expect(isWellFormedHost(raw)).toBe(true);
    },
  );
  it.each([
    "localhost:3000@evil.example",
    "user@localhost",
    "evil.example/x",
    "local host",
    "localhost:3000:1",
    "a_b.example",
    "%6cocalhost",
    "localhost\\evil",
    "",
    null,
    undefined,
    "-x.example",
    `${"a".repeat(64)}.example`,
  ])("refuses %s", (raw) => {
    expect(isWellFormedHost(raw)).toBe(false);
  });
});

describe("isKnownHost — an organisation's configured host or the site URL's host", () => {
  const partner = { hosts: ["partner.localhost"] };
  it("knows the organisation's hosts (any port, www. and case)", () => {
    expect(isKnownHost("partner.localhost:3200", partner, "http://localhost:3200")).toBe(true);
    expect(isKnownHost("WWW.Partner.LocalHost", partner, "http://localhost:3200")).toBe(true);
  });
  it("knows the site URL's host (served by the default organisation)", () => {
    expect(isKnownHost("travel.example:443", { hosts: [] }, "https://travel.example")).toBe(true);
  });
  it("does not know any other name", () => {
    expect(isKnownHost("unknown.example", { hosts: ["localhost"] }, "http://localhost:3200")).toBe(false);
    expect(isKnownHost("evil.example", partner, undefined)).toBe(false);
  });
});

describe("trustedOrigin — e-mailed links come from configuration, never from the Host header's text", () => {
  const site = "http://localhost:3200";
  const defaultOrg = { hosts: ["localhost", "127.0.0.1"], isDefault: true };
  const partner = { hosts: ["partner.localhost", "partner.example"], isDefault: false };
  it("the attack: a Host with userinfo gives the configured origin, not evil.example", () => {
    expect(trustedOrigin(defaultOrg, "localhost:3200@evil.example", site)).toBe("http://localhost:3200");
    expect(trustedOrigin(partner, "partner.localhost:3200@evil.example", site)).toBe("http://partner.example:3200");
  });
  it("the default organisation links to the site URL", () => {
    expect(trustedOrigin(defaultOrg, "localhost:3200", site)).toBe("http://localhost:3200");
    expect(trustedOrigin(defaultOrg, "evil.example", site)).toBe("http://localhost:3200");
    expect(trustedOrigin({ hosts: [], isDefault: true }, null, "https://travel.example/")).toBe("https://travel.example");
  });
  it("the request may only choose among the organisation's configured hosts; scheme and port are the site URL's", () => {
    expect(trustedOrigin(partner, "partner.localhost:3200", site)).toBe("http://partner.localhost:3200");
    expect(trustedOrigin(partner, "www.partner.localhost:9999", site)).toBe("http://partner.localhost:3200");
    expect(trustedOrigin(defaultOrg, "127.0.0.1:3200", site)).toBe("http://127.0.0.1:3200");
    expect(trustedOrigin(partner, "partner.example", "https://travel.example")).toBe("https://partner.example");
  });
  it("an unknown or forged host falls back to the organisation's first configured host", () => {
    expect(trustedOrigin(partner, "evil.example", site)).toBe("http://partner.example:3200");
    expect(trustedOrigin(partner, null, site)).toBe("http://partner.example:3200");
  });
});
