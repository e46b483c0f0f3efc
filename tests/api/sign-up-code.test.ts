import { call } from "../support/http";
import { closeTestDb, createAccessCode, testDb, uniqueEmail } from "../support/factories";

/**
 * The dialog's Continue asks validateAccessCode, then signs up (SPEC §4): the two must give the same verdict on every
 * combination of feature flag, access code and master code, or a visitor passes the first step and is refused at the
 * last. The partner organisation has the access-code flag at 1; the default one has it off.
 */
afterAll(closeTestDb);

// An address of its own: the sign-up and access-code throttles count per address.
const localAddress = "127.0.0.31";

type Verdict = { pass: boolean; message: string };

async function validation(host: string | undefined, codes: Record<string, string | null>): Promise<Verdict> {
  const res = await call("/api/signUp/validateAccessCode", { host, localAddress, body: { jsonRegister: { email_id: uniqueEmail("vac"), ...codes } } });
  const body = await res.json();
  return { pass: body.data.status === 1, message: body.data.resp };
}

async function signUp(host: string | undefined, codes: Record<string, string | null>): Promise<Verdict & { email: string }> {
  const email = uniqueEmail("suc");
  const jsonRegister = {
    email_id: email,
    password: "Sunny!2026",
    title: 2,
    nationality: 1,
    userdetails: { first_name: "Cody", last_name: "Agreement", mobile_no: "2025550100", mobile_country_code: "+1", country_code: "US" },
    ...codes,
  };
  const res = await call("/api/signUp", { host, localAddress, body: { jsonRegister } });
  const body = await res.json();
  if (res.status === 400 && body.fields) return { pass: false, message: body.fields[0].message, email };
  return { pass: body.status === 1 && body.data.isProfileCreated === true, message: body.data.resp, email };
}

/** Both answers for one combination; they must agree, and say the same thing when they refuse. */
async function bothAnswers(host: string | undefined, codes: Record<string, string | null>) {
  const [v, s] = [await validation(host, codes), await signUp(host, codes)];
  expect({ pass: s.pass, message: s.pass ? "" : s.message }).toEqual({ pass: v.pass, message: v.pass ? "" : v.message });
  return { ...s, validation: v };
}

const partner = "partner.localhost";

describe("validateAccessCode and sign-up agree (one rule: lib/auth/sign-up-code.ts)", () => {
  it("no flag (default organisation): both pass, with or without a typed code", async () => {
    expect((await bothAnswers(undefined, {})).pass).toBe(true);
    expect((await bothAnswers(undefined, { accesscode: "WRONG" })).pass).toBe(true);
  });

  it("flag 1: a valid code passes both (and grants its plan); a missing or wrong one is refused by both with the same text", async () => {
    const valid = await bothAnswers(partner, { accesscode: "blue2026" });
    expect(valid.pass).toBe(true);
    const user = await testDb().user.findFirstOrThrow({ where: { email: valid.email }, include: { subscriptions: true } });
    expect(user.subscriptions.map((s) => [s.planName, s.accessCode])).toEqual([["Blue Lagoon Member", "blue2026"]]);
    expect(await bothAnswers(partner, {})).toMatchObject({ pass: false, message: "Please Enter The Access Code" });
    expect(await bothAnswers(partner, { accesscode: "WRONG" })).toMatchObject({ pass: false, message: "Invalid Access Code" });
  });

  it("flag 1 + an expired or used-up code: both refuse with the code's own text", async () => {
    const expired = await createAccessCode({ expiresAt: new Date(Date.now() - 1000) });
    const used = await createAccessCode({ maxUses: 1 });
    await testDb().accessCode.update({ where: { id: used.id }, data: { usedCount: 1 } });
    expect(await bothAnswers(partner, { accesscode: expired.code })).toMatchObject({ pass: false, message: "This Access Code Has Expired" });
    expect(await bothAnswers(partner, { accesscode: used.code })).toMatchObject({ pass: false, message: "This Access Code Has Already Been Used" });
  });

  it("flag 1 + a master code accepted: both pass without a typed code, and with a wrong one typed anyway (the hidden field is ignored)", async () => {
    const master = await createAccessCode({ kind: "MASTER", planName: "Invited Member" });
    expect((await bothAnswers(partner, { mastercode: master.code })).pass).toBe(true);
    const wrongTyped = await bothAnswers(partner, { mastercode: master.code, accesscode: "WRONG" });
    expect(wrongTyped.pass).toBe(true);
    // The master code is the sign-up's code: its plan, named by it — not the wrong code from the hidden field.
    const user = await testDb().user.findFirstOrThrow({ where: { email: wrongTyped.email }, include: { subscriptions: true } });
    expect(user.masterCode).toBe(master.code);
    expect(user.subscriptions.map((s) => [s.planName, s.accessCode])).toEqual([["Invited Member", master.code]]);
  });
});
