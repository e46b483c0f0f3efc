import { decideSignUpCode } from "@/lib/auth/sign-up-code";

// The organisation's codes and members, as the two lookups decideSignUpCode makes would find them.
const CODES: Record<string, { id: number; kind: "ACCESS" | "MASTER"; planName: string | null; expiresAt?: Date; maxUses?: number; usedCount?: number }> = {
  BLUE2026: { id: 1, kind: "ACCESS", planName: "Blue" },
  MASTER1: { id: 2, kind: "MASTER", planName: "Gold" },
  OLD: { id: 3, kind: "ACCESS", planName: null, expiresAt: new Date("2020-01-01") },
  SPENT: { id: 4, kind: "ACCESS", planName: null, maxUses: 1, usedCount: 1 },
  OLDMASTER: { id: 5, kind: "MASTER", planName: null, expiresAt: new Date("2020-01-01") },
};
jest.mock("@/lib/db", () => ({
  db: {
    accessCode: {
      findUnique: async ({ where }: { where: { orgId_code: { code: string } } }) => {
        const row = CODES[where.orgId_code.code];
        return row ? { active: true, expiresAt: null, maxUses: null, usedCount: 0, ...row } : null;
      },
    },
    user: { findFirst: async ({ where }: { where: { referralCode: string } }) => (where.referralCode === "FRIEND" ? { id: 77 } : null) },
  },
  pool: {},
}));

const flagOff = { id: 9, accessCodeFlag: 0 };
const flagOn = { id: 9, accessCodeFlag: 1 };

describe("decideSignUpCode — the one rule behind validateAccessCode and sign-up", () => {
  it('SPEC §2 "optional access code (shown only when the access-code feature flag equals 1 …)": with the flag off no code is asked for, and a typed one is ignored', async () => {
    expect(await decideSignUpCode(flagOff, {})).toMatchObject({ needsCode: false, refusal: null, code: undefined });
    expect(await decideSignUpCode(flagOff, { accesscode: "nope" })).toMatchObject({ needsCode: false, refusal: null, code: undefined });
  });

  it("SPEC §5 \"access code required if shown ('Please Enter The Access Code')\": with the flag at 1 the code is required and must be valid", async () => {
    expect(await decideSignUpCode(flagOn, {})).toMatchObject({ needsCode: true, refusal: "ACCESS_CODE_MISSING" });
    expect(await decideSignUpCode(flagOn, { accesscode: "blue2026" })).toMatchObject({ needsCode: true, refusal: null, code: { ok: true, id: 1 } });
    expect(await decideSignUpCode(flagOn, { accesscode: "NOPE" })).toMatchObject({ refusal: "INVALID_ACCESS_CODE" });
    expect(await decideSignUpCode(flagOn, { accesscode: "OLD" })).toMatchObject({ refusal: "ACCESS_CODE_EXPIRED" });
    expect(await decideSignUpCode(flagOn, { accesscode: "SPENT" })).toMatchObject({ refusal: "ACCESS_CODE_USED" });
    // A master code typed as an access code is not one.
    expect(await decideSignUpCode(flagOn, { accesscode: "MASTER1" })).toMatchObject({ refusal: "INVALID_ACCESS_CODE" });
  });

  it('SPEC §2 "… shown only when the access-code feature flag equals 1 and no master code is hidden by referral": an accepted master code hides the field, so a wrong access code typed anyway is ignored and the master code applies', async () => {
    const none = await decideSignUpCode(flagOn, { mastercode: "master1" });
    expect(none).toMatchObject({ needsCode: false, refusal: null, master: { accepted: true }, code: { ok: true, id: 2, kind: "MASTER", planName: "Gold" } });
    const wrongTyped = await decideSignUpCode(flagOn, { mastercode: "MASTER1", accesscode: "WRONG" });
    expect(wrongTyped).toEqual(none);
    // So is a valid one: the master code, not the hidden field, is the sign-up's code.
    expect(await decideSignUpCode(flagOn, { mastercode: "MASTER1", accesscode: "BLUE2026" })).toEqual(none);
  });

  it("a referral by a member stands in like a master code; an expired or unknown master code does not", async () => {
    expect(await decideSignUpCode(flagOn, { referral_code: "FRIEND", accesscode: "WRONG" })).toMatchObject({
      needsCode: false,
      refusal: null,
      master: { accepted: true, referrerId: 77 },
    });
    expect(await decideSignUpCode(flagOn, { mastercode: "OLDMASTER" })).toMatchObject({ needsCode: true, refusal: "ACCESS_CODE_MISSING" });
    expect(await decideSignUpCode(flagOn, { mastercode: "OLDMASTER", accesscode: "WRONG" })).toMatchObject({ refusal: "INVALID_ACCESS_CODE" });
    expect(await decideSignUpCode(flagOn, { mastercode: "NOSUCH", accesscode: "BLUE2026" })).toMatchObject({ refusal: null, code: { ok: true, id: 1 } });
  });
});
