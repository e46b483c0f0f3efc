import type { z } from "zod";
import { ZCreateClient, ZClientSearch } from "@/lib/agent/schemas";
import { ZJsonSign } from "@/lib/auth/schemas";
import { ZSocialStart } from "@/lib/auth/social/oauth-context";
import { ZBookStay } from "@/lib/booking/schemas";
import { TEXT_MESSAGE, zText } from "@/lib/zod-text";
import { ZClickBody } from "@/lib/referral/schemas";

/**
 * Issue #50: a NUL (PostgreSQL's text refuses it) or a lone UTF-16 surrogate (no UTF-8 form) in a text field reached
 * the database and answered 500. The shared text type refuses both as a field error, before any other check.
 */
const NUL = "ab\u0000c";
const LONE = ["ab\ud800c", "ab\udfffc", "\ud800", "x\udc00\ud800"];
type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (r: Parsed, path: string) => r.error?.issues.filter((i) => i.path.map(String).join(".") === path).map((i) => i.message) ?? [];

describe("zText", () => {
  it("refuses a NUL and every lone surrogate with one message", () => {
    const field = zText().trim().min(1).max(60);
    for (const bad of [NUL, ...LONE]) expect([bad, messagesAt(field.safeParse(bad), "")]).toEqual([bad, [TEXT_MESSAGE]]);
  });

  it("keeps every other text as z.string() would: paired surrogates (emoji), line breaks, Arabic", () => {
    const field = zText().trim().max(60);
    for (const ok of ["Zoë 😀", "line\nbreak", "مرحبا", ""]) expect(field.parse(` ${ok} `)).toBe(ok.trim());
    expect(messagesAt(zText().max(2).safeParse("abc"), "")).toHaveLength(1);
    expect(messagesAt(zText({ error: "Choose a date" }).safeParse(7), "")).toEqual(["Choose a date"]);
  });
});

describe("the fields of the findings refuse NUL and lone surrogates, naming the field", () => {
  const cases: [string, z.ZodType, (v: string) => unknown, string][] = [
    ["a stay's specialRequests", ZBookStay, (v) => ({ traveler: { specialRequests: v } }), "traveler.specialRequests"],
    ["the agent's client search q", ZClientSearch, (v) => ({ q: v }), "q"],
    ["a referral click's landing_url", ZClickBody, (v) => ({ referral_code: "ABC", landing_url: v }), "landing_url"],
    ["a social sign-in start's returnTo", ZSocialStart, (v) => ({ provider: "google", mode: "signin", returnTo: v }), "returnTo"],
    ["a social sign-in start's referral_code", ZSocialStart, (v) => ({ provider: "google", mode: "signup", referral_code: v }), "referral_code"],
    ["sign-in's site_url", ZJsonSign, (v) => ({ email_id: "a@b.test", site_url: v }), "site_url"],
    ["a new client's mobile number", ZCreateClient, (v) => ({ mobileNo: v }), "mobileNo"],
  ];
  it.each(cases)("%s", (_, schema, body, path) => {
    for (const bad of [NUL, LONE[0]!]) expect(messagesAt(schema.safeParse(body(bad)) as Parsed, path)).toContain(TEXT_MESSAGE);
  });
});
