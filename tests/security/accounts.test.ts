import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, orgId, testDb, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { eventually } from "../support/eventually";
import { extractLink, listMail, waitForMail, type CaughtMail } from "../support/mail";
import { signedInMember } from "./support/session";

afterAll(closeTestDb);
jest.setTimeout(120_000);

/** Issue #16 item 4: an agent acting for a client, and what an attacker can do with the `impersonate` cookie. */
describe("the impersonation cookie", () => {
  async function impersonating(ip?: string) {
    const agent = await signedInMember({ userType: 1, ip });
    const created = await call("/api/agent/clients", {
      cookies: agent.cookies,
      body: { title: 3, firstName: "Clara", lastName: "Client", email: uniqueEmail("client") },
    });
    const client = (await created.json()).data as { id: number; email: string };
    const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
    expect(started.status).toBe(200);
    const impersonate = setCookies(started).impersonate!;
    return { agent, client, impersonate, acting: { ...agent.cookies, impersonate } };
  }
  const profileOf = async (cookies: Record<string, string>) => {
    const res = await call("/api/profile", { cookies });
    return res.status === 200 ? ((await res.json()).data.basicprofile[0].userId as number) : res.status;
  };

  it("acts for the client next to the agent's own session (the normal flow still works)", async () => {
    const { client, acting } = await impersonating();
    expect(await profileOf(acting)).toBe(client.id);
  });

  it("its value used as a session cookie in a fresh browser is not a session", async () => {
    const { impersonate } = await impersonating();
    expect(await profileOf({ "next-auth.session-token": impersonate })).toBe(401);
    expect(await profileOf({ "__Secure-next-auth.session-token": impersonate })).toBe(401);
    const check = await (await call("/api/auth/checkLogin", { cookies: { "next-auth.session-token": impersonate }, body: {} })).json();
    expect(check.status).toBe("failed");
    const page = await (await call("/user/profile", { cookies: { "next-auth.session-token": impersonate } })).text();
    expect(page).not.toContain('data-testid="impersonation-banner"');
  });

  it("ends when the agent's session is revoked (logout), even next to a new session of the same agent", async () => {
    const { agent, client, impersonate, acting } = await impersonating();
    expect((await call("/api/iqps/logout", { cookies: agent.cookies, body: {} })).status).toBe(200);
    expect(await profileOf({ "next-auth.session-token": impersonate })).toBe(401);
    const again = await call("/api/signIn", { body: { jsonSign: { email_id: agent.user.email, password: TEST_PASSWORD } } });
    const fresh = { "next-auth.session-token": setCookies(again)["next-auth.session-token"]!, impersonate };
    expect(await profileOf(fresh)).toBe(agent.user.id);
    expect(await profileOf(acting)).toBe(401);
    // The impersonation session itself was revoked with the agent's.
    const rows = await testDb().session.findMany({ where: { userId: client.id, impersonatorId: agent.user.id } });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("ends when the client is no longer the agent's client", async () => {
    const { agent, client, acting } = await impersonating();
    expect(await profileOf(acting)).toBe(client.id);
    // Written straight to the database, as an operator would: the change feed tells the web process, which honours it
    // within a second (tests/api/session-changes.test.ts), not necessarily on the very next request.
    await testDb().user.update({ where: { id: client.id }, data: { agentId: null } });
    await eventually(
      () => profileOf(acting),
      (id) => id === agent.user.id,
      { timeoutMs: 1000, everyMs: 50 },
    );
  });

  it("is not good next to another session of the same agent", async () => {
    const { agent, impersonate } = await impersonating();
    const other = await call("/api/signIn", { body: { jsonSign: { email_id: agent.user.email, password: TEST_PASSWORD } } });
    expect(await profileOf({ "next-auth.session-token": setCookies(other)["next-auth.session-token"]!, impersonate })).toBe(agent.user.id);
  });

  it("a session cookie placed in the impersonate cookie is not an impersonation", async () => {
    const agent = await signedInMember({ userType: 1 });
    const member = await signedInMember();
    expect(await profileOf({ ...agent.cookies, impersonate: member.cookies["next-auth.session-token"] })).toBe(agent.user.id);
  });
});

/** Issue #16 item 7: the password checks of a signed-in member are throttled like sign-in. */
describe("password checks while signed in", () => {
  const checks: [string, (password: string) => Record<string, unknown>][] = [
    ["/api/auth/changePassword", (password) => ({ currentPassword: password, password: "Newpass!2026", confirmPassword: "Newpass!2026" })],
    ["/api/profile/email", (password) => ({ email: uniqueEmail("new"), password })],
    ["/api/profile/delete", (password) => ({ confirm: "DELETE", password })],
  ];

  it("guessing the password with a stolen session is throttled (429) like sign-in; the owner elsewhere is not", async () => {
    const attacker = "127.0.0.111";
    const victim = await signedInMember({ ip: "127.0.0.112" });
    const statuses: number[] = [];
    for (let i = 0; i < 80 && !statuses.includes(429); i++) {
      const [path, body] = checks[i % checks.length]!;
      const res = await call(path, { cookies: victim.cookies, body: body(`Wrong!${i}aA`), localAddress: attacker });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    // Now even the right password is refused from that address, for every check, and for sign-in to that account.
    for (const [path, body] of checks) {
      const res = await call(path, { cookies: victim.cookies, body: body(TEST_PASSWORD), localAddress: attacker });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect((await call("/api/signIn", { body: { jsonSign: { email_id: victim.user.email, password: TEST_PASSWORD } }, localAddress: attacker })).status).toBe(
      429,
    );
    // The owner, from their own address, still changes their password.
    const own = await call("/api/auth/changePassword", {
      cookies: victim.cookies,
      body: { currentPassword: TEST_PASSWORD, password: "Newpass!2026", confirmPassword: "Newpass!2026" },
      localAddress: "127.0.0.112",
    });
    expect(own.status).toBe(200);
  });
});

/**
 * An account's e-mails are weighed against its cap after the answers (lib/auth/account-emails.ts), one count in the
 * `emailAccount` row of rate_limits for each ask about an existing account, sent or not: once it reaches `asks`,
 * every one of them has been decided.
 */
async function accountMailDecided(email: string, asks: number): Promise<void> {
  const key = `rl:emailAccount:${await orgId("default")}|${email.toLowerCase()}`;
  await eventually(
    async () => (await testDb().rateLimit.findUnique({ where: { key } }))?.points ?? 0,
    (points) => points >= asks,
  );
}

/** Issue #16 item 7: nobody can block an owner's reset e-mails, nor flood their mailbox from many addresses. */
describe("account e-mails: capped per account, never blocked for the owner", () => {
  const forgot = (email: string, ip: string, cookies?: Record<string, string>) =>
    call("/api/auth/forgotPassword", { body: { email }, localAddress: ip, cookies });
  const answer = async (res: Response) => ({ status: res.status, body: await res.text() });

  it("a stranger's requests are refused per requester (429), at the same count for an address with or without an account", async () => {
    const owner = await createUser();
    const refusedAfter = async (email: string, ip: string) => {
      for (let i = 0; i < 40; i++) {
        const res = await forgot(email, ip);
        await res.arrayBuffer();
        if (res.status === 429) {
          expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
          return i;
        }
        expect(res.status).toBe(200);
      }
      return -1;
    };
    const known = await refusedAfter(owner.email, "127.0.0.113");
    expect(known).toBeGreaterThan(0);
    expect(await refusedAfter(uniqueEmail("ghost"), "127.0.0.114")).toBe(known);
  });

  it("forgot-password for one account from 40 addresses: 3 e-mails reach it, the answers are an unknown address's, and the owner resets with any of them", async () => {
    const owner = await createUser();
    const ips = Array.from({ length: 40 }, (_, i) => `127.0.41.${i + 1}`);
    const [known, unknown] = await Promise.all(
      [owner.email, uniqueEmail("ghost")].map((email) => Promise.all(ips.map(async (ip) => answer(await forgot(email, ip))))),
    );
    expect(new Set([...known!, ...unknown!].map((a) => JSON.stringify(a))).size).toBe(1);
    expect(known![0]!.status).toBe(200);
    await accountMailDecided(owner.email, 40);
    const inbox = await eventually(
      () => listMail(owner.email),
      (mail) => mail.length >= 3,
    );
    expect(inbox).toHaveLength(3);
    expect(await testDb().emailOutbox.count({ where: { to: owner.email } })).toBe(3);

    // The owner asks too, from an address of their own: the same answer, and nothing more is sent…
    const owners = "127.0.41.100";
    expect(await answer(await forgot(owner.email, owners))).toEqual(known![0]);
    await accountMailDecided(owner.email, 41);
    expect(await testDb().emailOutbox.count({ where: { to: owner.email } })).toBe(3);
    // …but every link the account got works: the oldest resets the password, and using it ends the others.
    const keyOf = (mail: CaughtMail) => new URL(extractLink(mail, "/change-password?key=")).searchParams.get("key")!;
    const reset = (mail: CaughtMail, password: string) =>
      call("/api/auth/resetPassword", { body: { key: keyOf(mail), password, confirmPassword: password }, localAddress: owners });
    expect((await reset(inbox[2]!, "Fresh!2026")).status).toBe(200);
    expect((await reset(inbox[0]!, "Other!2026")).status).toBe(400);
    expect((await call("/api/signIn", { body: { jsonSign: { email_id: owner.email, password: "Fresh!2026" } }, localAddress: owners })).status).toBe(200);
  });

  it("past the cap, the signed-in owner's own ask is still sent, even from an address the strangers used", async () => {
    const owner = await signedInMember({ ip: "127.0.0.119" });
    const strangers = ["127.0.0.115", "127.0.0.116", "127.0.0.117", "127.0.0.118"];
    await Promise.all(strangers.map(async (ip) => (await forgot(owner.user.email, ip)).arrayBuffer()));
    await accountMailDecided(owner.user.email, strangers.length);
    await eventually(
      () => listMail(owner.user.email),
      (mail) => mail.length >= 3,
    );
    const since = new Date();
    expect((await forgot(owner.user.email, strangers[0]!, owner.cookies)).status).toBe(200);
    await waitForMail(owner.user.email, { after: since });
    expect(await listMail(owner.user.email)).toHaveLength(4);
  });
});
