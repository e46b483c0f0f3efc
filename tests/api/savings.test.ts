import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";

afterAll(closeTestDb);

const sandbox = () => process.env.SAVINGS_BASE_URL!;
const fault = (mode: string, times?: number) =>
  fetch(`${sandbox()}/__fault`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mode, times }) });
afterEach(() => fault("none"));

async function signedIn() {
  const user = await createUser({ firstName: "Sam", lastName: "Saver" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}
const enrol = (cookies?: Record<string, string>) => call("/api/savings/enrol", { body: {}, cookies }).then((r) => r.json());

describe("savings enrolment (SPEC §4)", () => {
  it("'no user gives show sign-in'", async () => {
    expect((await enrol()).data).toEqual({ showSignIn: true });
    expect((await (await call("/api/savings/daily", { body: {} })).json()).data.outcome).toBe("without login");
  });

  it("a new member is created at the provider, stored locally, and sent to the director page with the cvt; the second time as an existing member", async () => {
    const { user, cookies } = await signedIn();
    const first = (await enrol(cookies)).data;
    expect(first.isNew).toBe(true);
    const url = new URL(first.redirect);
    expect(url.pathname).toBe("/director");
    expect(url.searchParams.get("cvt")).toMatch(/^[0-9a-f]{64}$/);
    const local = await testDb().savingsMember.findUniqueOrThrow({ where: { userId: user.id } });
    expect(local).toMatchObject({ email: user.email, memberid: `TSV-${user.id}` });
    const members = (await (await fetch(`${sandbox()}/__members`)).json()) as {
      member_customer_identifier: string;
      member_status: string;
      first_name: string;
    }[];
    expect(members.find((m) => m.member_customer_identifier === `TSV-${user.id}`)).toMatchObject({ member_status: "OPEN", first_name: "Sam" });
    const page = await fetch(first.redirect);
    expect(await page.text()).toContain(`Welcome, Sam Saver (TSV-${user.id})`);
    const second = (await enrol(cookies)).data;
    expect(second).toEqual({ showSignIn: false, isNew: false, redirect: first.redirect });
    expect((await (await call("/api/savings/daily", { body: {}, cookies })).json()).data.outcome).toBe("existing member");
  });

  it.each([["500"], ["malformed"], ["zero"], ["two"]])("provider failure '%s' gives new with an empty redirect, and nothing stored", async (mode) => {
    const { user, cookies } = await signedIn();
    // The lookup is retried once; make every call of this enrolment fail.
    await fault(mode);
    const out = (await enrol(cookies)).data;
    expect(out).toEqual({ showSignIn: false, isNew: true, redirect: "" });
    expect(await testDb().savingsMember.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  it("answers within 3.5 s even when the provider hangs", async () => {
    const { cookies } = await signedIn();
    await fault("slow");
    const started = Date.now();
    const out = (await enrol(cookies)).data;
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(out).toEqual({ showSignIn: false, isNew: true, redirect: "" });
  });

  it("two tabs enrolling at once create the member once", async () => {
    const { user, cookies } = await signedIn();
    const outs = await Promise.all([enrol(cookies), enrol(cookies), enrol(cookies)]);
    expect(outs.filter((o) => o.data.isNew).length).toBe(1);
    expect(outs.every((o) => o.data.redirect)).toBe(true);
    expect(await testDb().savingsMember.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("the spec's savings calls", () => {
  it("getMember / setMember / savingsCode act only on the caller's own membership", async () => {
    const { user, cookies } = await signedIn();
    const mine = { email: user.email, userId: user.id, memberid: `TSV-${user.id}` };
    expect((await (await call("/api/savings/getMember", { body: mine, cookies })).json()).data.code).toBe(404);
    const code = await call("/api/savings/savingsCode", {
      cookies,
      body: {
        reqSaving: {
          import: {
            members: [
              {
                organization_customer_identifier: "x",
                program_customer_identifier: "y",
                member_status: "OPEN",
                first_name: "Sam",
                last_name: "Saver",
                email_address: user.email,
                member_customer_identifier: `TSV-${user.id}`,
              },
            ],
          },
        },
      },
    });
    expect((await code.json()).data[0].valid_members_count).toBe(1);
    expect((await (await call("/api/savings/getMember", { body: mine, cookies })).json()).data.code).toBe(200);
    expect(await (await call("/api/savings/setMember", { body: mine, cookies })).json()).toEqual({ status: "OK" });
    expect((await call("/api/savings/setMember", { body: { ...mine, userId: user.id + 1 }, cookies })).status).toBe(403);
    expect((await call("/api/savings/getMember", { body: mine })).status).toBe(401);
    expect((await call("/api/savings/savingsCode", { body: { reqSaving: { import: { members: [] } } }, cookies })).status).toBe(400);
  });
});
