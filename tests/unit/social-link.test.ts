import { decideSocialSignIn, type Candidate } from "@/lib/auth/social/link-decision";
import { safeReturnPath, withSocialMarker } from "@/lib/auth/social/return-path";
import { enabledSocialProviders } from "@/lib/auth/social/config";
import { resetEnvCache } from "@/lib/env";
import type { OrgConfig } from "@/lib/org/org-config";

jest.mock("@/lib/db", () => ({ db: {} }));

const verifiedAccount: Candidate = { id: 7, emailVerifiedAt: new Date(), deletedAt: null };
const unverifiedAccount: Candidate = { id: 8, emailVerifiedAt: null, deletedAt: null };
const closedAccount: Candidate = { id: 9, emailVerifiedAt: new Date(), deletedAt: new Date() };
const vouched = { email: "ana@example.test", emailVerified: true };
const unvouched = { email: "ana@example.test", emailVerified: false };
const decide = (o: Partial<Parameters<typeof decideSocialSignIn>[0]>) =>
  decideSocialSignIn({ profile: vouched, linkedUser: null, emailUser: null, allowCreate: true, allowExisting: true, ...o });

describe("social sign-in: the linking decision table", () => {
  it("an identity already linked signs its account in (whatever the e-mail says now)", () => {
    expect(decide({ linkedUser: verifiedAccount, profile: unvouched })).toEqual({ action: "sign-in", userId: 7 });
  });
  it("links only when the provider verified the e-mail AND the account's e-mail is confirmed", () => {
    expect(decide({ emailUser: verifiedAccount })).toEqual({ action: "link", userId: 7 });
  });
  it.each([
    ["the provider does not vouch for the e-mail", unvouched, verifiedAccount],
    ["the account never confirmed its e-mail", vouched, unverifiedAccount],
    ["neither side is verified", unvouched, unverifiedAccount],
  ])("asks the account's owner by e-mail when %s (no dead end, no silent link)", (_case, profile, emailUser) => {
    expect(decide({ profile, emailUser })).toEqual({ action: "confirm-by-email", userId: emailUser.id });
  });
  it("creates an account only for a provider-verified e-mail, and only where creating is allowed", () => {
    expect(decide({})).toEqual({ action: "create" });
    expect(decide({ profile: unvouched })).toEqual({ action: "refuse", reason: "unverified-email" });
    expect(decide({ allowCreate: false })).toEqual({ action: "refuse", reason: "no-account" });
  });
  it("refuses without an e-mail, for closed accounts, and for existing accounts on the sign-up call", () => {
    expect(decide({ profile: { email: null, emailVerified: false } })).toEqual({ action: "refuse", reason: "no-email" });
    expect(decide({ linkedUser: closedAccount })).toEqual({ action: "refuse", reason: "account-closed" });
    expect(decide({ emailUser: closedAccount })).toEqual({ action: "refuse", reason: "account-closed" });
    expect(decide({ emailUser: verifiedAccount, allowExisting: false })).toEqual({ action: "refuse", reason: "exists" });
    expect(decide({ linkedUser: verifiedAccount, allowExisting: false })).toEqual({ action: "refuse", reason: "exists" });
  });
});

describe("social redirect: where the user comes back to", () => {
  it.each([
    ["/hotel?trip_id=T1", "/hotel?trip_id=T1"],
    ["/?signup=1&referral_code=R9&trip_id=T1", "/?referral_code=R9&trip_id=T1"],
    ["/?action=login&social=welcome", "/"],
    ["//evil.example/x", "/"],
    ["/.//127.0.0.2:9999/phish", "/"],
    ["/x/..//evil.example/", "/"],
    ["/%2F%2Fevil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
  ])("%s → %s", (input, expected) => expect(safeReturnPath(input)).toBe(expected));

  it("adds one marker the dialogs read on arrival", () => {
    expect(withSocialMarker("/hotel?x=1", "welcome")).toBe("/hotel?x=1&social=welcome");
    expect(withSocialMarker("/", "link-sent")).toBe("/?social=link-sent");
  });
});

describe("SPEC §2: a provider's button shows only when it is enabled by configuration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
  });
  const org = (socialProviders: string[], apps: Partial<OrgConfig["socialApps"]> = {}) =>
    ({ socialProviders, socialApps: { google: { clientId: null, hasSecret: false }, facebook: { clientId: null, hasSecret: false }, ...apps } }) as OrgConfig;
  const withEnv = (vars: Record<string, string | undefined>) => {
    for (const k of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"]) delete process.env[k];
    Object.assign(process.env, vars);
    resetEnvCache();
  };

  it("needs the organisation to list it AND an id and a secret", () => {
    withEnv({ GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "gs", FACEBOOK_APP_ID: "1" });
    expect(enabledSocialProviders(org(["google", "facebook"]))).toEqual(["google"]);
    expect(enabledSocialProviders(org(["facebook"]))).toEqual([]);
    expect(enabledSocialProviders(org([]))).toEqual([]);
  });
  it("the organisation's own app counts as credentials", () => {
    withEnv({});
    expect(enabledSocialProviders(org(["google", "facebook"], { facebook: { clientId: "123", hasSecret: true } }))).toEqual(["facebook"]);
    // An own id with the environment's secret is enough; an id alone is not.
    withEnv({ GOOGLE_CLIENT_SECRET: "gs" });
    expect(enabledSocialProviders(org(["google"], { google: { clientId: "own", hasSecret: false } }))).toEqual(["google"]);
    withEnv({});
    expect(enabledSocialProviders(org(["google"], { google: { clientId: "own", hasSecret: false } }))).toEqual([]);
  });
});
