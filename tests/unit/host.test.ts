import { normalizeHost } from "@/lib/org/host";

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
