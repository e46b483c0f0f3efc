import { buildReferralLink, referralDisplayName, sameOriginTarget, safeRedirectTarget } from "@/lib/referral/link";
import { readClickCookie, signClickCookie } from "@/lib/referral/attribution-cookie";
import { mailboxKey } from "@/lib/referral/fraud-checks";
import { stageOf } from "@/lib/referral/list-referrals";
import { ZCampaignInput } from "@/lib/referral/admin";

const hosts = ["localhost", "127.0.0.1"];
const base = {
  currentUrl: "http://localhost:3000/hotel-details?property=7",
  referralCode: "MAYA1",
  referralName: "Maya M.",
  referralOrg: "default",
  allowedHosts: hosts,
};
const url = (r: ReturnType<typeof buildReferralLink>) => {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.url;
};

describe("SPEC §2 'Referral links: built from a landing URL (the one given, else the campaign's landing URL, else the current page)'", () => {
  it("uses the landing URL given", () => {
    expect(url(buildReferralLink({ ...base, landingUrl: "http://localhost:3000/resorts", campaignLandingUrl: "/promotions" }))).toMatch(
      /^http:\/\/localhost:3000\/resorts\?/,
    );
  });
  it("else the campaign's landing URL (a path resolves on this site)", () => {
    expect(url(buildReferralLink({ ...base, landingUrl: "  ", campaignLandingUrl: "/promotions" }))).toMatch(
      /^http:\/\/localhost:3000\/promotions\?referral_code=/,
    );
  });
  it("else the current page, keeping its own query first", () => {
    expect(url(buildReferralLink({ ...base }))).toBe(
      "http://localhost:3000/hotel-details?property=7&referral_code=MAYA1&referral_name=Maya%20M.&referral_org=default",
    );
  });
});

describe("SPEC §2 '… with query parameters referral_code, referral_name, referral_org, optional extra parameters, and redirect (URL-encoded)'", () => {
  it("puts the parameters in exactly that order", () => {
    const link = url(
      buildReferralLink({
        ...base,
        landingUrl: "/",
        extras: [
          ["campaign", "12"],
          ["utm_source", "qr"],
        ],
        redirect: "/hotel?city=New York&x=1",
      }),
    );
    expect([...new URL(link).searchParams.keys()]).toEqual(["referral_code", "referral_name", "referral_org", "campaign", "utm_source", "redirect"]);
  });
  it("URL-encodes the redirect (and every value) as one component", () => {
    const link = url(buildReferralLink({ ...base, landingUrl: "/", redirect: "/hotel?city=New York&x=1" }));
    expect(link).toBe("http://localhost:3000/?referral_code=MAYA1&referral_name=Maya%20M.&referral_org=default&redirect=%2Fhotel%3Fcity%3DNew%20York%26x%3D1");
    expect(new URL(link).searchParams.get("redirect")).toBe("/hotel?city=New York&x=1");
  });
  it("encodes names with non-Latin letters and reserved characters", () => {
    const link = url(buildReferralLink({ ...base, landingUrl: "/", referralName: "José & Zoë" }));
    expect(link).toContain("referral_name=Jos%C3%A9%20%26%20Zo%C3%AB");
  });
  it("drops an earlier link's referral parameters from a landing page that carried them", () => {
    const link = url(buildReferralLink({ ...base, currentUrl: "http://localhost:3000/?referral_code=OTHER&referral_name=X&lang=de-DE&redirect=%2Fx" }));
    expect(link).toBe("http://localhost:3000/?lang=de-DE&referral_code=MAYA1&referral_name=Maya%20M.&referral_org=default");
  });
  it("refuses extra parameters that would override the link's own", () => {
    expect(buildReferralLink({ ...base, extras: [["referral_code", "EVIL"]] })).toEqual({ ok: false, reason: "INVALID_EXTRA" });
    expect(buildReferralLink({ ...base, extras: [["a b", "1"]] })).toEqual({ ok: false, reason: "INVALID_EXTRA" });
  });
});

describe("no open redirect: the redirect and landing targets stay on the organisation's own hosts", () => {
  it.each([
    "https://evil.example/phish",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "http://localhost.evil.example/",
    "http://evil.example@/",
    "data:text/html,<script>alert(1)</script>",
    "/.//127.0.0.2:9999/phish",
    "http://localhost:3000/.//evil.example/",
  ])("refuses the redirect %s", (redirect) => {
    expect(buildReferralLink({ ...base, redirect })).toEqual({ ok: false, reason: "FOREIGN_REDIRECT" });
    expect(safeRedirectTarget(redirect, "http://localhost:3000/", hosts)).toBeNull();
  });
  it("accepts a path or an absolute URL on an own host (www. and port ignored)", () => {
    expect(safeRedirectTarget("/resorts?x=1", "http://localhost:3000/", hosts)?.href).toBe("http://localhost:3000/resorts?x=1");
    expect(safeRedirectTarget("http://www.localhost:3000/hotel", "http://localhost:3000/", hosts)?.pathname).toBe("/hotel");
  });
  it("refuses a landing page on another host", () => {
    expect(buildReferralLink({ ...base, landingUrl: "https://evil.example/" })).toEqual({ ok: false, reason: "FOREIGN_LANDING" });
    expect(buildReferralLink({ ...base, landingUrl: "http://partner.localhost:3000/" })).toEqual({ ok: false, reason: "FOREIGN_LANDING" });
    expect(buildReferralLink({ ...base, landingUrl: "ftp://localhost/" })).toEqual({ ok: false, reason: "INVALID_LANDING" });
  });
});

/** Issue #16 item 8: the click's redirect accepts only the organisation's own origin (scheme, host and port). */
describe("sameOriginTarget — the referral click's redirect", () => {
  const origin = "http://localhost:3000";
  it.each([
    "http://localhost:9999/x",
    "https://localhost/x",
    "http://www.localhost:3000/x",
    "http://localhost./x",
    "http://127.0.0.1:3000/x",
    "http://user@localhost:3000/x",
    "//localhost:3000/x",
    "https://evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    // Paths that read as another host once the URL parser has removed their dot segments.
    "/.//127.0.0.2:9999/phish",
    "/x/..//evil.example/",
    "http://localhost:3000/.//evil.example/",
    "http://localhost:3000//evil.example/",
  ])("refuses %s", (redirect) => {
    expect(sameOriginTarget(redirect, origin)).toBeNull();
    expect(buildReferralLink({ ...base, redirect })).toEqual({ ok: false, reason: "FOREIGN_REDIRECT" });
  });
  it("accepts a path, or an absolute URL on exactly the same origin", () => {
    expect(sameOriginTarget("/resorts?x=1#top", origin)?.href).toBe("http://localhost:3000/resorts?x=1#top");
    expect(sameOriginTarget("http://localhost:3000/hotel", origin)?.pathname).toBe("/hotel");
    expect(sameOriginTarget("HTTP://LOCALHOST:3000/hotel", `${origin}/`)?.pathname).toBe("/hotel");
  });
});

describe("referral helpers", () => {
  it("a public link carries the first name and the last name's initial only", () => {
    expect(referralDisplayName("Maya", "member")).toBe("Maya M.");
    expect(referralDisplayName("Cher", "")).toBe("Cher");
  });
  it("the click cookie is signed: a changed id is not accepted", () => {
    const value = signClickCookie(42);
    expect(readClickCookie(value)).toBe(42);
    expect(readClickCookie(value.replace(/^42/, "43"))).toBeNull();
    expect(readClickCookie("42")).toBeNull();
    expect(readClickCookie(undefined)).toBeNull();
  });
  it("self-referral: one mailbox despite case, +tags and Gmail dots", () => {
    expect(mailboxKey("Maya.Member+trip@GMail.com")).toBe(mailboxKey("mayamember@gmail.com"));
    expect(mailboxKey("a+x@example.com")).toBe("a@example.com");
    expect(mailboxKey("a.b@example.com")).not.toBe(mailboxKey("ab@example.com"));
  });
  it("a friend's stage follows the referral and its credit", () => {
    expect(stageOf("FLAGGED", new Date(), "PENDING")).toBe("NOT_ELIGIBLE");
    expect(stageOf("ACTIVE", null, null)).toBe("AWAITING_CONFIRMATION");
    expect(stageOf("ACTIVE", new Date(), null)).toBe("SIGNED_UP");
    expect(stageOf("ACTIVE", new Date(), "PENDING")).toBe("BOOKED");
    expect(stageOf("ACTIVE", new Date(), "AVAILABLE")).toBe("STAYED");
    expect(stageOf("ACTIVE", new Date(), "CLAWED_BACK")).toBe("CANCELLED");
  });
});

describe("operator input for campaigns (npm run referrals -- campaign add)", () => {
  it("amounts become minor units; dates cover whole days", () => {
    const c = ZCampaignInput.parse({ name: "Spring", amount: "25.5", start: "2027-03-01", end: "2027-05-31" });
    expect(c).toMatchObject({ name: "Spring", type: "referral", amount: 2550, currency: "USD" });
    expect(c.start!.toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(c.end!.toISOString()).toBe("2027-05-31T23:59:59.999Z");
  });
  it("refuses malformed amounts, types and dates", () => {
    expect(ZCampaignInput.safeParse({ name: "x", amount: "12.345" }).success).toBe(false);
    expect(ZCampaignInput.safeParse({ name: "x", amount: "-5" }).success).toBe(false);
    expect(ZCampaignInput.safeParse({ name: "x", type: "Refer Friends" }).success).toBe(false);
    expect(ZCampaignInput.safeParse({ name: "x", end: "31/05/2027" }).success).toBe(false);
    expect(ZCampaignInput.safeParse({ name: " " }).success).toBe(false);
  });
});
