import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { extractLink, waitForMail } from "../support/mail";
import { backToSite, cancelLinkOf, payOnProviderPage } from "../support/hosted-payment";
import { paidCheckout, providerPageAlert, TEST_CARD } from "../support/paid-checkout";

afterAll(closeTestDb);

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", {
    body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } },
    host: opts.org === "partner" ? "partner.localhost" : undefined,
  });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

async function newClient(cookies: Record<string, string>, host?: string) {
  const res = await call("/api/agent/clients", { cookies, host, body: { title: 3, firstName: "Clara", lastName: "Client", email: uniqueEmail("client") } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { id: number; email: string };
}

const AGENT_CALLS: [string, string, unknown?][] = [
  ["GET", "/api/agent/clients"],
  ["POST", "/api/agent/clients", { title: 1, firstName: "A", lastName: "B", email: "a@b.test" }],
  ["GET", "/api/agent/clients/1/bookings"],
  ["GET", "/api/agent/quotes"],
  ["POST", "/api/agent/quotes", { clientId: 1, propertyId: 1, roomTypeId: 1, checkIn: "2030-01-01", checkOut: "2030-01-02", guests: 1, markupPercent: 5 }],
  ["POST", "/api/agent/quotes/1/send", {}],
  ["POST", "/api/agent/quotes/1/book", { idempotencyKey: randomUUID() }],
  ["GET", "/api/agent/bookings"],
  ["GET", "/api/agent/catalogue?q=test&checkIn=2030-01-01&checkOut=2030-01-02"],
  ["POST", "/api/agent/impersonate", { clientId: 1 }],
];

describe("SPEC §6 roles: agent APIs are for agents only", () => {
  it("a member gets 403 and a guest 401 on every agent API", async () => {
    const { cookies } = await signedIn();
    for (const [method, path, body] of AGENT_CALLS) {
      expect([path, (await call(path, { method, cookies, body })).status]).toEqual([path, 403]);
      expect([path, (await call(path, { method, body })).status]).toEqual([path, 401]);
    }
  }, 30_000);

  it("a member cannot open an /agent page: 403 on the server", async () => {
    const { cookies } = await signedIn();
    for (const path of ["/agent/profile", "/agent/my-quotes", "/agent/booking-history", "/agent/client-list"]) {
      const res = await call(path, { cookies });
      expect([path, res.status]).toEqual([path, 403]);
      // The 403 page (app/forbidden.tsx) arrives in the React payload of the error shell.
      expect(await res.text()).toContain("agent-only");
    }
  });
});

describe("client list", () => {
  it("creates, searches and isolates clients per agent", async () => {
    const a = await signedIn({ userType: 1 });
    const b = await signedIn({ userType: 1 });
    const client = await newClient(a.cookies);
    const row = await testDb().user.findUniqueOrThrow({ where: { id: client.id }, include: { password: true } });
    expect(row).toMatchObject({ agentId: a.user.id, userType: 2, password: null });
    const found = await (await call("/api/agent/clients?q=clara", { cookies: a.cookies })).json();
    expect(found.data.map((c: { id: number }) => c.id)).toContain(client.id);
    expect((await (await call("/api/agent/clients?q=clara", { cookies: b.cookies })).json()).data).toEqual([]);
    expect((await call(`/api/agent/clients/${client.id}/bookings`, { cookies: b.cookies })).status).toBe(404);
    expect((await call("/api/agent/impersonate", { cookies: b.cookies, body: { clientId: client.id } })).status).toBe(404);
    const dup = await call("/api/agent/clients", { cookies: a.cookies, body: { title: 1, firstName: "X", lastName: "Y", email: client.email } });
    expect(dup.status).toBe(409);
    const bad = await call("/api/agent/clients", { cookies: a.cookies, body: { title: 7, firstName: "1", lastName: "", email: "nope" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(["title", "firstName", "lastName", "email"]));
  });
});

describe("quotes", () => {
  it("builds a quote with a markup, sends a partner-branded link, the client books it at the quoted price", async () => {
    const agent = await signedIn({ userType: 1, org: "partner" });
    const client = await newClient(agent.cookies, "partner.localhost");
    const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000, available: 2 }] });
    const built = await call("/api/agent/quotes", {
      cookies: agent.cookies,
      host: "partner.localhost",
      body: {
        clientId: client.id,
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(20),
        checkOut: isoDay(22),
        guests: 2,
        markupPercent: 10,
        validDays: 2,
      },
    });
    expect(built.status).toBe(200);
    const { data: quote } = await built.json();
    // 2 nights × 100.00 + 10 % tax = 220.00; + 10 % markup = 242.00.
    expect(quote).toMatchObject({ status: "DRAFT", baseMinor: 22_000, markupMinor: 2_200, totalMinor: 24_200 });
    // The catalogue price rises after the quote: the quote holds its price.
    await testDb().roomType.update({ where: { id: rooms[0]!.id }, data: { publicRateMinor: 50_000 } });
    const sent = await call(`/api/agent/quotes/${quote.id}/send`, { cookies: agent.cookies, host: "partner.localhost", body: {} });
    expect(sent.status).toBe(200);
    const { data } = await sent.json();
    expect(data.link).toMatch(/^http:\/\/partner\.localhost:\d+\/quote\?key=/);
    const mail = await waitForMail(client.email, { subject: /your travel quote/ });
    const key = new URL(extractLink(mail, "/quote")).searchParams.get("key")!;
    // The link only works on the organisation that issued it.
    expect((await call("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } })).status).toBe(404);
    const page = await call(`/quote?key=${encodeURIComponent(key)}`, { host: "partner.localhost" });
    expect(await page.text()).toContain("242.00");
    const booked = await paidCheckout("/api/quote/book", { host: "partner.localhost", body: { key, idempotencyKey: randomUUID() } });
    expect(booked.status).toBe(200);
    const { data: booking } = await booked.json();
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: booking.reference } });
    expect(r).toMatchObject({ userId: client.id, agentId: agent.user.id, totalMinor: 24_200, status: "CONFIRMED" });
    expect(r.agentReference).toMatch(new RegExp(`^A${agent.user.id}-[A-Z0-9]{6}$`));
    expect((await testDb().quote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe("BOOKED");
    // Booked once only.
    expect((await call("/api/quote/book", { host: "partner.localhost", body: { key, idempotencyKey: randomUUID() } })).status).toBe(409);
    const history = await (await call("/api/agent/bookings", { cookies: agent.cookies, host: "partner.localhost" })).json();
    expect(history.data[0]).toMatchObject({ reference: booking.reference, agentReference: r.agentReference, client: { id: client.id } });
  });

  it("issue 53: a family's quote names each child's age — rooms too small for them are not offered, the booking and the pages say them", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const { property, rooms } = await createStayProperty({ rooms: [{ maxGuests: 3, publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }] });
    const stay = { checkIn: isoDay(20), checkOut: isoDay(22) };
    const find = async (ages: string) => {
      const query = new URLSearchParams({ q: property.name, ...stay, guests: "4", ages, clientId: String(client.id) });
      const res = await call(`/api/agent/catalogue?${query}`, { cookies: agent.cookies });
      return { status: res.status, body: await res.json() };
    };
    // Two adults, a baby and an eight-year-old: the baby sleeps in a cot, so a room for three fits them.
    expect((await find("1,8")).body.data.map((r: { roomTypeId: number }) => r.roomTypeId)).toEqual([rooms[0]!.id]);
    expect((await find("5,8")).body.data).toEqual([]);
    const bad = await find("5,99");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["ages.1"]);

    const body = { clientId: client.id, propertyId: property.id, roomTypeId: rooms[0]!.id, ...stay, guests: 4, markupPercent: 5 };
    const tooBig = await call("/api/agent/quotes", { cookies: agent.cookies, body: { ...body, childAges: [5, 8] } });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).error.fields[0]).toMatchObject({ path: "guests" });
    const built = await call("/api/agent/quotes", { cookies: agent.cookies, body: { ...body, childAges: [1, 8] } });
    expect(built.status).toBe(200);
    const { data: quote } = await built.json();
    expect(quote).toMatchObject({ guests: 4, childAges: [1, 8] });
    const mine = (await call("/agent/my-quotes", { cookies: agent.cookies })).text();
    expect((await mine).replace(/<!-- -->/g, "")).toContain("2 adults, 2 children (ages 1 and 8)");

    const sent = await (await call(`/api/agent/quotes/${quote.id}/send`, { cookies: agent.cookies, body: {} })).json();
    const key = new URL(sent.data.link).searchParams.get("key")!;
    const page = (await (await call(`/quote?key=${encodeURIComponent(key)}`)).text()).replace(/<!-- -->/g, "");
    expect(page).toContain("2 adults, 2 children (ages 1 and 8)");
    const booked = await paidCheckout("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data;
    const item = await testDb().orderItem.findFirstOrThrow({ where: { reservation: { reference } } });
    expect(item.details).toMatchObject({ childAges: [1, 8], guests: 4 });
  });

  it("the agent converts a quote; an expired quote cannot be booked; a card declined on the provider's page, then going back, releases the quote", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const { property, rooms } = await createStayProperty();
    const body = {
      clientId: client.id,
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(15),
      checkOut: isoDay(16),
      guests: 1,
      markupPercent: 0,
    };
    const q1 = (await (await call("/api/agent/quotes", { cookies: agent.cookies, body })).json()).data;
    const held = await call(`/api/agent/quotes/${q1.id}/book`, { cookies: agent.cookies, body: { idempotencyKey: randomUUID() } });
    const { paymentUrl } = (await held.json()).data;
    const declined = await payOnProviderPage(paymentUrl, { ...TEST_CARD, number: "4000 0000 0000 0002" });
    expect(providerPageAlert(declined.page)).toMatch(/^Your card was declined\./);
    await backToSite(await cancelLinkOf(paymentUrl), agent.cookies);
    expect((await testDb().quote.findUniqueOrThrow({ where: { id: q1.id } })).status).not.toBe("BOOKED");
    const converted = await paidCheckout(`/api/agent/quotes/${q1.id}/book`, { cookies: agent.cookies, body: { idempotencyKey: randomUUID() } });
    expect(converted.status).toBe(200);
    const q2 = (await (await call("/api/agent/quotes", { cookies: agent.cookies, body })).json()).data;
    await testDb().quote.update({ where: { id: q2.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(`/api/agent/quotes/${q2.id}/book`, { cookies: agent.cookies, body: { idempotencyKey: randomUUID() } })).status).toBe(409);
    const list = (await (await call("/api/agent/quotes", { cookies: agent.cookies })).json()).data;
    expect(list.find((q: { id: number }) => q.id === q2.id).status).toBe("EXPIRED");
    // Another agent cannot see, send or convert it.
    const other = await signedIn({ userType: 1 });
    expect((await call(`/api/agent/quotes/${q2.id}/send`, { cookies: other.cookies, body: {} })).status).toBe(404);
    const bad = await call("/api/agent/quotes", { cookies: agent.cookies, body: { ...body, markupPercent: -5, checkIn: "2020-01-01" } });
    expect(bad.status).toBe(400);
  });
});

describe("impersonation", () => {
  it("acts for a client, books on their behalf with the agent's reference, is audited, and ends", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
    expect(started.status).toBe(200);
    const impersonate = setCookies(started).impersonate!;
    const acting = { ...agent.cookies, impersonate };
    const profile = await (await call("/api/profile", { cookies: acting })).json();
    expect(profile.data.basicprofile[0].userId).toBe(client.id);
    // No access to the client's password or e-mail or account.
    expect(
      (await call("/api/auth/changePassword", { cookies: acting, body: { currentPassword: "x", password: "Abc!2345", confirmPassword: "Abc!2345" } })).status,
    ).toBe(403);
    expect((await call("/api/profile/email", { cookies: acting, body: { email: uniqueEmail() } })).status).toBe(403);
    expect((await call("/api/profile/delete", { cookies: acting, body: { confirm: "DELETE" } })).status).toBe(403);
    const page = await (await call("/user/profile", { cookies: acting })).text();
    expect(page).toContain('data-testid="impersonation-banner"');
    expect(page).not.toContain('data-testid="sign-in-methods"');
    // What the shared My Profile page asks for says the same: the details only.
    const sections = (await (await call("/api/profile/account", { method: "GET", cookies: acting })).json()).data;
    expect(sections).toMatchObject({ acting: true, methods: null });
    expect(sections.profile.basicprofile[0].userId).toBe(client.id);
    // The cookie alone, without the agent's session, is nothing.
    expect((await call("/api/profile", { cookies: { impersonate } })).status).toBe(401);
    // A member cannot use someone's impersonate cookie with their own session.
    const member = await signedIn();
    expect((await (await call("/api/profile", { cookies: { ...member.cookies, impersonate } })).json()).data.basicprofile[0].userId).toBe(member.user.id);

    const { property, rooms } = await createStayProperty();
    const booked = await paidCheckout("/api/booking/book", {
      cookies: acting,
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(9),
        checkOut: isoDay(10),
        guests: 1,
        rooms: 1,
        traveler: { title: 3, firstName: "Clara", lastName: "Client", email: client.email },
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status).toBe(200);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: (await booked.json()).data.reference } });
    expect(r).toMatchObject({ userId: client.id, agentId: agent.user.id });
    expect(r.agentReference).toMatch(/^A\d+-/);
    const audit = await testDb().userActivity.findMany({ where: { userId: client.id, actorId: agent.user.id } });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["impersonation-start", "agent-booking"]));

    const ended = await call("/api/agent/impersonate/end", { cookies: acting, body: {} });
    expect(ended.status).toBe(200);
    expect(setCookies(ended).impersonate).toBe("");
    expect((await (await call("/api/profile", { cookies: acting })).json()).data.basicprofile[0].userId).toBe(agent.user.id);
    expect(await testDb().userActivity.count({ where: { userId: client.id, action: "impersonation-end" } })).toBe(1);
  });

  it("logout removes the cookie and ends the impersonation with the agent's session", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const impersonate = setCookies(await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } })).impersonate!;
    const out = await call("/api/iqps/logout", { cookies: { ...agent.cookies, impersonate }, body: {} });
    expect(setCookies(out).impersonate).toBe("");
    expect((await call("/api/profile", { cookies: { ...agent.cookies, impersonate } })).status).toBe(401);
  });
});

describe("the agent link: an account an agent created for someone else's address", () => {
  const linkKey = async (email: string, after?: Date) =>
    new URL(extractLink(await waitForMail(email, { subject: /travel agent/i, after }), "/agent-link?key=")).searchParams.get("key")!;
  const impersonate = (cookies: Record<string, string>, clientId: number) => call("/api/agent/impersonate", { cookies, body: { clientId } });
  const listed = async (cookies: Record<string, string>, id: number) =>
    ((await (await call("/api/agent/clients", { cookies })).json()).data as { id: number; link: string; mobileNo: string | null }[]).find((c) => c.id === id);

  it("ends when the owner signs up with that address; accepting brings it back, declining ends it again", async () => {
    const agent = await signedIn({ userType: 1 });
    const created = await call("/api/agent/clients", {
      cookies: agent.cookies,
      body: { title: 2, firstName: "Olga", lastName: "Owner", email: uniqueEmail("owner"), mobileNo: "5550100" },
    });
    const client = (await created.json()).data as { id: number; email: string };
    expect(await listed(agent.cookies, client.id)).toMatchObject({ link: "awaiting" });
    // The owner is asked at once; until the account is taken over the agent acts for it as before.
    const firstKey = await linkKey(client.email);
    expect(firstKey).toBeTruthy();
    const before = setCookies(await impersonate(agent.cookies, client.id)).impersonate!;
    expect((await (await call("/api/profile", { cookies: { ...agent.cookies, impersonate: before } })).json()).data.basicprofile[0].userId).toBe(client.id);

    const signUp = await call("/api/signUp", {
      body: {
        jsonRegister: {
          email_id: client.email,
          password: "Owner!2026",
          title: 2,
          nationality: 1,
          userdetails: { first_name: "Olga", last_name: "Owner", mobile_no: "", mobile_country_code: "+1", country_code: "US" },
        },
      },
    });
    expect(await signUp.json()).toMatchObject({ status: 1, data: { code: 200, messageCode: "USER_CREATED" } });
    const confirmedAt = new Date();
    const verify = new URL(extractLink(await waitForMail(client.email, { subject: /Confirm/ }), "/verify-account?key="));
    expect(await (await call(verify.pathname + verify.search)).text()).toContain("Your email address is confirmed");
    expect((await call("/api/signIn", { body: { jsonSign: { email_id: client.email, password: "Owner!2026" } } })).status).toBe(200);

    // Taken over: the agent no longer acts as the account, sees its trips or books for it.
    const stale = await (await call("/api/profile", { cookies: { ...agent.cookies, impersonate: before } })).json();
    expect(stale.data.basicprofile[0].userId).toBe(agent.user.id);
    const refused = await impersonate(agent.cookies, client.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("AGENT_LINK_ENDED");
    expect((await call(`/api/agent/clients/${client.id}/bookings`, { cookies: agent.cookies })).status).toBe(403);
    expect(await listed(agent.cookies, client.id)).toMatchObject({ link: "ended", mobileNo: null });
    // The first link was replaced by the one e-mailed on the take-over.
    expect((await call("/api/agent-link", { body: { key: firstKey, decision: "accept" } })).status).toBe(404);

    const key = await linkKey(client.email, confirmedAt);
    const accepted = await call("/api/agent-link", { body: { key, decision: "accept" } });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).data).toMatchObject({ link: "accepted" });
    expect(await listed(agent.cookies, client.id)).toMatchObject({ link: "accepted" });
    const again = await impersonate(agent.cookies, client.id);
    expect(again.status).toBe(200);
    const acting = { ...agent.cookies, impersonate: setCookies(again).impersonate! };
    expect((await (await call("/api/profile", { cookies: acting })).json()).data.basicprofile[0].userId).toBe(client.id);

    const declined = await call("/api/agent-link", { body: { key, decision: "decline" } });
    expect((await declined.json()).data).toMatchObject({ link: "ended" });
    expect((await (await call("/api/profile", { cookies: acting })).json()).data.basicprofile[0].userId).toBe(agent.user.id);
    expect((await impersonate(agent.cookies, client.id)).status).toBe(403);
    expect(await listed(agent.cookies, client.id)).toMatchObject({ link: "ended" });
    const audit = await testDb().userActivity.findMany({ where: { userId: client.id }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["agent-link-ended", "agent-link-accepted", "agent-link-declined"]));
  }, 30_000);

  it("ends when the owner resets the password; the agent may still quote, not convert the quote", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const { property, rooms } = await createStayProperty();
    const quoteBody = {
      clientId: client.id,
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(30),
      checkOut: isoDay(31),
      guests: 1,
      markupPercent: 5,
    };
    await call("/api/auth/forgotPassword", { body: { email: client.email } });
    const reset = new URL(extractLink(await waitForMail(client.email, { subject: /Reset/ }), "/change-password?key=")).searchParams.get("key")!;
    const at = new Date();
    expect((await call("/api/auth/resetPassword", { body: { key: reset, password: "Fresh!2026", confirmPassword: "Fresh!2026" } })).status).toBe(200);

    expect((await impersonate(agent.cookies, client.id)).status).toBe(403);
    expect(await listed(agent.cookies, client.id)).toMatchObject({ link: "ended" });
    const quote = await call("/api/agent/quotes", { cookies: agent.cookies, body: quoteBody });
    expect(quote.status).toBe(200);
    const { id } = (await quote.json()).data;
    expect((await call(`/api/agent/quotes/${id}/book`, { cookies: agent.cookies, body: { idempotencyKey: randomUUID() } })).status).toBe(403);
    expect((await testDb().quote.findUniqueOrThrow({ where: { id } })).status).toBe("DRAFT");
    expect(await testDb().order.count({ where: { userId: client.id } })).toBe(0);
    expect(await linkKey(client.email, at)).toBeTruthy();
  });

  it("an owner who declines before any take-over ends it; bad answers are 400 with the field, unknown links 404", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const key = await linkKey(client.email);
    const page = await (await call(`/agent-link?key=${encodeURIComponent(key)}`)).text();
    expect(page).toContain('data-testid="agent-link-offer"');
    const bad = await call("/api/agent-link", { body: { key, decision: "maybe" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.map((f: { path: string }) => f.path)).toEqual(["decision"]);
    expect((await call("/api/agent-link", { body: { key: "x".repeat(43), decision: "accept" } })).status).toBe(404);
    // Only on the organisation the account belongs to.
    expect((await call("/api/agent-link", { host: "partner.localhost", body: { key, decision: "decline" } })).status).toBe(404);
    expect((await call("/api/agent-link", { body: { key, decision: "decline" } })).status).toBe(200);
    expect((await impersonate(agent.cookies, client.id)).status).toBe(403);
    expect(await listed(agent.cookies, client.id)).toMatchObject({ link: "ended" });
  });
});
