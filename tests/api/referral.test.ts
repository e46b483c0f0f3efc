import { eventually } from "../support/eventually";
import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createOrg, createSsoOrg, createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { partnerToken } from "../support/sso";
import { facebookToken } from "../support/social";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { createCampaign, createReferrer } from "../support/referrals";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);

// Sign-ups are throttled per address: this suite spreads its clients over the loopback network.
let nextAddress = 10 + Math.floor(Math.random() * 200);
const address = () => `127.0.0.${(nextAddress++ % 250) + 2}`;

async function signIn(email: string, password = TEST_PASSWORD, localAddress?: string) {
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: email, password } }, localAddress });
  expect(res.status).toBe(200);
  return { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! };
}

function click(body: Record<string, unknown>, opts: { cookies?: Record<string, string>; localAddress?: string; host?: string } = {}) {
  return call("/api/referral/click", { body, ...opts });
}

function signUp(email: string, opts: { cookies?: Record<string, string>; localAddress?: string; referral_code?: string | null }) {
  return call("/api/signUp", {
    body: {
      jsonRegister: {
        email_id: email,
        password: "Sunny!2026",
        title: 2,
        nationality: 1,
        language: "en-US",
        referral_code: opts.referral_code ?? null,
        userdetails: { first_name: "Fred", last_name: "Friend", mobile_no: "2025550100", mobile_country_code: "+1", country_code: "US" },
      },
    },
    cookies: opts.cookies,
    localAddress: opts.localAddress,
  });
}

/** A visitor opens the referrer's link (the click), then signs up by e-mail from the same browser. */
async function referredSignUp(referrer: { referralCode: string }, opts: { campaign?: number; device?: string; localAddress?: string; email?: string } = {}) {
  const localAddress = opts.localAddress ?? address();
  const jar: Record<string, string> = opts.device ? { ref_device: opts.device } : {};
  const res = await click({ referral_code: referrer.referralCode, referral_org: "default", campaign: opts.campaign ?? null }, { cookies: jar, localAddress });
  expect(res.status).toBe(200);
  Object.assign(jar, setCookies(res));
  const email = opts.email ?? uniqueEmail("referred");
  const answer = await (await signUp(email, { cookies: jar, localAddress })).json();
  expect(answer).toMatchObject({ status: 1, data: { code: 200 } });
  const user = await testDb().user.findFirstOrThrow({ where: { email }, include: { referredVia: true } });
  return { user, referral: user.referredVia, jar, localAddress };
}
async function bookStay(cookies: Record<string, string>, days: [number, number] = [10, 12]) {
  const { property, rooms } = await createStayProperty({ policy: "FREE_CANCELLATION", freeCancelDays: 1 });
  const res = await paidCheckout("/api/booking/book", {
    body: {
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(days[0]),
      checkOut: isoDay(days[1]),
      guests: 1,
      rooms: 1,
      traveler: { title: 2, firstName: "Fred", lastName: "Friend", email: "f@example.test" },
      idempotencyKey: randomUUID(),
    },
    cookies,
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.reference as string;
}

describe("GET /api/referral/getCampaignList (SPEC §7, loyalty data of SPEC §3)", () => {
  it("gives promotionLoyalty (campaign_type, landing_url, refferal_code — spelled so), yourRewardsData, startDate, endDate, isEnabledLoyalty", async () => {
    const campaign = await createCampaign({ landingUrl: "/resorts", creditAmountMinor: 3100 });
    const member = await createUser();
    const cookies = await signIn(member.email);
    const res = await call(`/api/referral/getCampaignList?ts=${Date.now()}`, { cookies });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(Object.keys(data).sort()).toEqual(["endDate", "isEnabledLoyalty", "promotionLoyalty", "startDate", "yourRewardsData"]);
    expect(data.isEnabledLoyalty).toBe(true);
    const code = (await testDb().user.findUniqueOrThrow({ where: { id: member.id } })).referralCode;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(data.promotionLoyalty).toContainEqual(
      expect.objectContaining({ campaign_id: campaign.id, campaign_type: "referral", landing_url: "/resorts", refferal_code: code, credit_amount_minor: 3100 }),
    );
    expect(data.yourRewardsData).toEqual({ referrals: 0, credits: { pendingMinor: 0, availableMinor: 0, clawedBackMinor: 0, currency: null } });
    // The member's device is remembered for the self-referral check.
    expect(setCookies(res).ref_device).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a guest sees the campaigns without a code; campaign_type narrows the list", async () => {
    const loyalty = await createCampaign({ campaignType: "loyalty", creditAmountMinor: 0 });
    // Campaigns are kept like the organisation's configuration; the new one shows once its change is heard.
    const { data } = await eventually(
      async () => (await call("/api/referral/getCampaignList?campaign_type=loyalty")).json(),
      (answer) => answer.data.promotionLoyalty.some((c: { campaign_id: number }) => c.campaign_id === loyalty.id),
      { timeoutMs: 2000, everyMs: 50 },
    );
    expect(data.yourRewardsData).toBeNull();
    expect(
      data.promotionLoyalty.every((c: { campaign_type: string; refferal_code: string | null }) => c.campaign_type === "loyalty" && c.refferal_code === null),
    ).toBe(true);
    expect(data.promotionLoyalty.map((c: { campaign_id: number }) => c.campaign_id)).toContain(loyalty.id);
  });

  it("a campaign changed in the database is seen by the web process at once (its change is announced)", async () => {
    const campaign = await createCampaign({ campaignType: "loyalty", name: "Short-lived" });
    const listed = async () =>
      ((await (await call("/api/referral/getCampaignList?campaign_type=loyalty")).json()).data.promotionLoyalty as { campaign_id: number }[]).some(
        (c) => c.campaign_id === campaign.id,
      );
    await eventually(listed, (shown) => shown, { timeoutMs: 1000, everyMs: 50 });
    await testDb().campaign.update({ where: { id: campaign.id }, data: { active: false } });
    // The web processes under test keep an organisation's data 1 s (ORG_CACHE_TTL): only the announcement is sooner.
    await eventually(listed, (shown) => !shown, { timeoutMs: 700, everyMs: 50 });
  });

  it("an organisation with loyalty off answers isEnabledLoyalty false and no campaigns", async () => {
    await createCampaign({ org: "partner" });
    const { data } = await (await call("/api/referral/getCampaignList", { host: "partner.localhost" })).json();
    expect(data).toMatchObject({ isEnabledLoyalty: false, promotionLoyalty: [] });
    const member = await createUser({ org: "partner" });
    const signedIn = await call("/api/signIn", { host: "partner.localhost", body: { jsonSign: { email_id: member.email, password: TEST_PASSWORD } } });
    const cookies = { "next-auth.session-token": setCookies(signedIn)["next-auth.session-token"]! };
    const rewards = await call("/api/referral/rewards", { method: "GET", host: "partner.localhost", cookies });
    expect((await rewards.json()).data).toEqual({ enabled: false });
  });

  it("loyalty runs only within the organisation's loyalty period (startDate / endDate)", async () => {
    const org = await createOrg();
    const day = 86_400_000;
    await testDb().campaign.create({ data: { orgId: org.id, campaignType: "referral", name: "Own org campaign", creditAmountMinor: 900 } });
    await testDb().organization.update({
      where: { id: org.id },
      data: { loyaltyEnabled: true, loyaltyStartDate: new Date(Date.now() - 30 * day), loyaltyEndDate: new Date(Date.now() - day) },
    });
    const ended = (await (await call("/api/referral/getCampaignList", { host: org.host })).json()).data;
    expect(ended).toMatchObject({ isEnabledLoyalty: false, promotionLoyalty: [] });
    expect(new Date(ended.endDate).getTime()).toBeLessThan(Date.now());
    const end = new Date(Date.now() + 30 * day);
    await testDb().organization.update({ where: { id: org.id }, data: { loyaltyEndDate: end, version: { increment: 1 } } });
    // The loyalty terms are kept like the rest of the configuration: the new period shows once its change is heard.
    const { data: running } = await eventually(
      async () => (await call("/api/referral/getCampaignList", { host: org.host })).json(),
      (answer) => answer.data.isEnabledLoyalty === true,
      { timeoutMs: 2000, everyMs: 50 },
    );
    expect(running).toMatchObject({
      isEnabledLoyalty: true,
      endDate: end.toISOString(),
      promotionLoyalty: [expect.objectContaining({ campaign_name: "Own org campaign", credit_amount_minor: 900 })],
    });
  });

  it("refuses hostile query values with field reasons, never a 5xx", async () => {
    for (const q of ["campaign_type=%3Cscript%3E", "campaign_type=' OR 1=1 --", `campaign_type=${"x".repeat(100)}`, "ts=abc", "ts=-1"]) {
      const res = await call(`/api/referral/getCampaignList?${q}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.length).toBeGreaterThan(0);
    }
  });
});

describe("POST /api/referral/click — the visit is recorded and remembered", () => {
  it("records the click server-side and sets the signed click cookie and the device cookie (HttpOnly)", async () => {
    const referrer = await createReferrer();
    const campaign = await createCampaign();
    const res = await click({
      referral_code: referrer.referralCode,
      referral_name: "Spoofed Name",
      referral_org: "default",
      campaign: String(campaign.id),
      landing_url: "http://localhost/x",
      redirect: "/resorts?x=1",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toEqual({ recorded: true, counted: true, referrer: { name: "Rita R." }, redirect: "/resorts?x=1" });
    const set = res.headers.getSetCookie().join("\n");
    expect(set).toMatch(/ref_click=\d+\.[\w-]{32}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly/);
    expect(set).toMatch(/ref_device=[0-9a-f-]{36}; .*HttpOnly/);
    const row = await testDb().referralClick.findFirstOrThrow({ where: { referralCode: referrer.referralCode } });
    expect(row).toMatchObject({ referrerId: referrer.id, campaignId: campaign.id, deviceId: setCookies(res).ref_device });
  });

  it("never redirects to another host (no open redirect)", async () => {
    const referrer = await createReferrer();
    for (const redirect of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "http://partner.localhost/"]) {
      expect((await (await click({ referral_code: referrer.referralCode, redirect })).json()).data.redirect).toBeNull();
    }
  });

  it("an unknown code, another organisation's code or the member's own link is recorded but not counted", async () => {
    const unknown = await click({ referral_code: "NOSUCHCODE" });
    expect((await unknown.json()).data).toMatchObject({ counted: false, referrer: null });
    expect(setCookies(unknown).ref_click).toBeUndefined();
    const partnerMember = await createReferrer({ org: "partner" });
    expect((await (await click({ referral_code: partnerMember.referralCode })).json()).data.counted).toBe(false);
    const me = await createReferrer();
    const own = await click({ referral_code: me.referralCode }, { cookies: await signIn(me.email) });
    expect((await own.json()).data.counted).toBe(false);
    expect(await testDb().referralClick.findFirst({ where: { referralCode: me.referralCode } })).toMatchObject({ visitorId: me.id });
  });

  it("refuses hostile bodies", async () => {
    expect((await click({})).status).toBe(400);
    expect((await click({ referral_code: "a b<script>" })).status).toBe(400);
    expect((await click({ referral_code: "X".repeat(65) })).status).toBe(400);
    expect((await click({ referral_code: "ABC", campaign: "1; DROP TABLE" })).status).toBe(400);
    expect((await click({ referral_code: "ABC", extra: 1 })).status).toBe(400);
    expect((await call("/api/referral/click", { rawBody: "{not json", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await call("/api/referral/click")).status).toBe(405);
  });
});

describe("attribution: the new account records its referrer once; self-referral and repeats are flagged", () => {
  it("an e-mail sign-up after the click records the referral with the click, its campaign, device and address", async () => {
    const referrer = await createReferrer();
    const campaign = await createCampaign();
    const { user, referral } = await referredSignUp(referrer, { campaign: campaign.id });
    expect(user.referredById).toBe(referrer.id);
    expect(referral).toMatchObject({ referrerId: referrer.id, campaignId: campaign.id, status: "ACTIVE", flaggedReason: null });
    expect(referral!.clickId).not.toBeNull();
    // The account is not confirmed yet; the referral survives confirmation (it is recorded with the account).
    expect(user.emailVerifiedAt).toBeNull();
  });

  it("the legacy payload's referral_code alone still attributes (no cookie)", async () => {
    const referrer = await createReferrer();
    const email = uniqueEmail("payload");
    expect((await (await signUp(email, { referral_code: referrer.referralCode, localAddress: address() })).json()).status).toBe(1);
    expect((await testDb().user.findFirstOrThrow({ where: { email }, include: { referredVia: true } })).referredVia).toMatchObject({
      referrerId: referrer.id,
      status: "ACTIVE",
      clickId: null,
    });
  });

  it("a second sign-up from the same device is flagged DUPLICATE_DEVICE; from the same address for the same referrer DUPLICATE_IP", async () => {
    const referrer = await createReferrer();
    const first = await referredSignUp(referrer);
    const again = await referredSignUp(referrer, { device: first.jar.ref_device!, localAddress: address() });
    expect(again.referral).toMatchObject({ status: "FLAGGED", flaggedReason: "DUPLICATE_DEVICE" });
    const sameIp = await referredSignUp(referrer, { localAddress: first.localAddress });
    expect(sameIp.referral).toMatchObject({ status: "FLAGGED", flaggedReason: "DUPLICATE_IP" });
  });

  it("self-referral: the referrer's own device, or their own mailbox with a +tag, is flagged", async () => {
    const referrer = await createReferrer({ email: uniqueEmail("self").replace("@", "+base@") });
    const cookies = await signIn(referrer.email);
    const device = setCookies(await call("/api/referral/getCampaignList", { cookies })).ref_device!;
    const own = await referredSignUp(referrer, { device });
    expect(own.referral).toMatchObject({ status: "FLAGGED", flaggedReason: "SELF_REFERRAL" });
    const plus = await referredSignUp(referrer, { email: referrer.email.replace("+base@", "+second@") });
    expect(plus.referral).toMatchObject({ status: "FLAGGED", flaggedReason: "SELF_REFERRAL" });
  });
});

describe("attribution survives a Facebook sign-up", () => {
  it("a visitor who opened the link and then signs up with a Facebook token is recorded as referred, with the click", async () => {
    const referrer = await createReferrer();
    const localAddress = address();
    const res = await click({ referral_code: referrer.referralCode }, { localAddress });
    const jar = setCookies(res);
    const email = uniqueEmail("fb-friend");
    const { access_token } = await facebookToken({ email, first_name: "Fay", last_name: "Book" });
    const answer = await call("/api/signUp", {
      body: { jsonRegister: { fbtoken: access_token } },
      cookies: { ref_click: jar.ref_click!, ref_device: jar.ref_device! },
      localAddress,
    });
    expect(answer.status).toBe(200);
    const user = await testDb().user.findFirstOrThrow({ where: { email }, include: { referredVia: true } });
    expect(user.referredVia).toMatchObject({ referrerId: referrer.id, status: "ACTIVE", deviceId: jar.ref_device });
    expect(user.referredVia!.clickId).not.toBeNull();
  });
});

describe("attribution survives the partner SSO hand-off", () => {
  it("a visitor who opened a member's link and then arrives through the partner's SSO is recorded as referred — a returning member is not", async () => {
    const org = await createSsoOrg();
    const referrer = await testDb().user.create({
      data: {
        orgId: org.id,
        email: uniqueEmail("sso-ref"),
        firstName: "Sia",
        lastName: "Sharer",
        emailVerifiedAt: new Date(),
        referralCode: `S${Date.now().toString(36).toUpperCase()}`,
      },
    });
    const res = await click({ referral_code: referrer.referralCode!, referral_org: org.slug }, { host: org.host });
    expect((await res.json()).data.counted).toBe(true);
    const jar = setCookies(res);
    const cookies = { ref_click: jar.ref_click!, ref_device: jar.ref_device! };
    const email = uniqueEmail("sso-new");
    const token = await partnerToken({ secret: org.secret, aud: org.audience, claims: { email, given_name: "Nia", family_name: "New" } });
    expect((await call(`/login/sso?key=${encodeURIComponent(token)}`, { host: org.host, cookies })).status).toBe(303);
    const user = await testDb().user.findFirstOrThrow({ where: { orgId: org.id, email }, include: { referredVia: true } });
    expect(user.referredById).toBe(referrer.id);
    expect(user.referredVia).toMatchObject({ referrerId: referrer.id, status: "ACTIVE" });

    const old = await testDb().user.create({
      data: {
        orgId: org.id,
        email: uniqueEmail("sso-old"),
        firstName: "Old",
        lastName: "Timer",
        emailVerifiedAt: new Date(),
        createdAt: new Date(Date.now() - 86400_000),
      },
    });
    const again = await partnerToken({ secret: org.secret, aud: org.audience, claims: { email: old.email, given_name: "Old", family_name: "Timer" } });
    expect((await call(`/login/sso?key=${encodeURIComponent(again)}`, { host: org.host, cookies })).status).toBe(303);
    expect(await testDb().referral.findUnique({ where: { referredUserId: old.id } })).toBeNull();
  });
});

describe("credits: pending at the first booking, available after the stay, clawed back on cancellation", () => {
  // Several bookings, each a card charge and an e-mail: room for a loaded two-core machine.
  jest.setTimeout(30_000);
  it("follows the referred member's bookings", async () => {
    const referrer = await createReferrer();
    const campaign = await createCampaign({ creditAmountMinor: 2750 });
    const { user } = await referredSignUp(referrer, { campaign: campaign.id });
    await testDb().user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    const friend = await signIn(user.email, "Sunny!2026");

    const first = await bookStay(friend);
    const credit = await testDb().referralCredit.findFirstOrThrow({ where: { referrerId: referrer.id } });
    expect(credit).toMatchObject({ amountMinor: 2750, currency: "USD", status: "PENDING" });
    // Only the first booking earns.
    await bookStay(friend, [20, 21]);
    expect(await testDb().referralCredit.count({ where: { referrerId: referrer.id } })).toBe(1);

    // Cancelling the credited booking claws the credit back.
    expect((await call("/api/booking/cancel", { body: { reference: first }, cookies: friend })).status).toBe(200);
    expect(await testDb().referralCredit.findUniqueOrThrow({ where: { id: credit.id } })).toMatchObject({ status: "CLAWED_BACK" });

    // A later booking earns it again; once the stay is over, reading the list settles it as available.
    const third = await bookStay(friend, [30, 31]);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: third } });
    await testDb().order.update({
      where: { id: r.id },
      data: { checkIn: new Date(Date.now() - 3 * 86400_000), checkOut: new Date(Date.now() - 86400_000) },
    });
    const referrerCookies = await signIn(referrer.email);
    const list = (await (await call("/api/referral/getReferralList", { cookies: referrerCookies })).json()).data;
    expect(list.referrals[0]).toMatchObject({ name: "Fred F.", stage: "STAYED", credit: { amountMinor: 2750, status: "AVAILABLE" } });
    expect(await testDb().order.findUniqueOrThrow({ where: { id: r.id } })).toMatchObject({ status: "COMPLETED" });
    // The referrer hears about it once.
    const mail = await waitForMail(referrer.email, { subject: /Your referral credit of \$27\.50 is available/ });
    expect(mail.text).toContain("Fred, whom you invited, has completed their first stay");
    await call("/api/referral/getReferralList", { cookies: referrerCookies });
    expect(await testDb().emailOutbox.count({ where: { to: referrer.email, subject: { contains: "is available" } } })).toBe(1);
    // Issue 9: "spendable as wallet cash where the org enables it" (the default organisation does): the credit is now
    // on the referrer's cash card, once, with its ledger row — and the wallet call offers it.
    const cash = await testDb().paymentCard.findMany({ where: { userId: referrer.id, type: "CASH_CARD" }, include: { ledger: true } });
    expect(cash).toHaveLength(1);
    expect(cash[0]).toMatchObject({ balanceMinor: 2750, currency: "USD", status: "ACTIVE" });
    expect(cash[0]!.ledger).toEqual([
      expect.objectContaining({ kind: "ISSUE", amountMinor: 2750, balanceBefore: 0, balanceAfter: 2750, note: "Referral credit: Fred" }),
    ]);
    const wallet = (await (await call("/api/booking/get-paymentcard-by-user", { body: { currency: "USD" }, cookies: referrerCookies })).json()).data.data;
    expect(JSON.stringify(wallet)).toContain(cash[0]!.cardCode);
    const actions = (await (await call("/api/referral/getActionsList?member=me", { cookies: referrerCookies })).json()).data.actions.map(
      (a: { type: string }) => a.type,
    );
    expect(actions).toEqual(expect.arrayContaining(["LINK_OPENED", "SIGNED_UP", "CREDIT_PENDING", "CREDIT_AVAILABLE", "CREDIT_CLAWED_BACK"]));

    // The credits and your-rewards pages shared by every member ask for the member's own part, written for the visitor.
    const credits = (await (await call("/api/referral/credits", { method: "GET", cookies: referrerCookies })).json()).data;
    expect(credits.totals).toEqual([
      { key: "available", amount: "$27.50" },
      { key: "pending", amount: "$0.00" },
      { key: "clawedBack", amount: expect.stringMatching(/^\$(0\.00|27\.50)$/) },
    ]);
    expect(credits.creditsAsCash).toBe(true);
    expect(credits.credits).toContainEqual(expect.objectContaining({ friend: "Fred F.", amount: "$27.50", status: "AVAILABLE" }));
    expect(credits.activity.map((a: { type: string }) => a.type)).toEqual(expect.arrayContaining(["CREDIT_AVAILABLE", "CREDIT_CLAWED_BACK"]));
    const inFrench = (await (await call("/api/referral/credits", { method: "GET", cookies: { ...referrerCookies, lan_code: "fr-FR" } })).json()).data;
    expect(inFrench.totals[0].amount).toMatch(/^27,50\s\$US$/);
    const rewards = (await (await call("/api/referral/rewards", { method: "GET", cookies: referrerCookies })).json()).data;
    expect(rewards).toMatchObject({ enabled: true, friends: 1, totals: credits.totals });
    expect(rewards.campaigns).toContainEqual({ id: campaign.id, name: campaign.name, earnPerFriend: "$27.50" });
    for (const path of ["/api/referral/credits", "/api/referral/rewards"]) {
      expect((await call(path, { method: "GET" })).status).toBe(401);
      expect((await call(path, { body: {}, cookies: referrerCookies })).status).toBe(405);
    }
  });

  it("a link of a campaign that pays nothing earns the organisation's running referral campaign", async () => {
    const referrer = await createReferrer();
    const share = await createCampaign({ campaignType: "loyalty", creditAmountMinor: 0 });
    const { user } = await referredSignUp(referrer, { campaign: share.id });
    await testDb().user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    await bookStay(await signIn(user.email, "Sunny!2026"));
    const fallback = await testDb().campaign.findFirstOrThrow({
      where: { orgId: referrer.orgId, campaignType: "referral", active: true, startDate: null, endDate: null },
      orderBy: { id: "asc" },
    });
    expect(await testDb().referralCredit.findFirst({ where: { referrerId: referrer.id } })).toMatchObject({
      amountMinor: fallback.creditAmountMinor,
      status: "PENDING",
    });
  });

  it("a flagged referral earns nothing", async () => {
    const referrer = await createReferrer();
    const { user } = await referredSignUp(referrer, { email: referrer.email.replace("@", "+alt@") });
    await testDb().user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    await bookStay(await signIn(user.email, "Sunny!2026"));
    expect(await testDb().referralCredit.count({ where: { referrerId: referrer.id } })).toBe(0);
  });
});

describe("GET /api/referral/getReferralList (SPEC §9 page size 5) and getActionsList", () => {
  it("pages 5 at a time by default, newest first; per_page and program narrow", async () => {
    const referrer = await createReferrer();
    const campaign = await createCampaign();
    const org = referrer.orgId;
    for (let i = 0; i < 7; i++) {
      const friend = await createUser({ firstName: `Friend${String.fromCharCode(65 + i)}`, lastName: "Zed" });
      await testDb().referral.create({
        data: {
          orgId: org,
          referrerId: referrer.id,
          referredUserId: friend.id,
          campaignId: i < 2 ? campaign.id : null,
          createdAt: new Date(Date.now() - (7 - i) * 60_000),
        },
      });
    }
    const cookies = await signIn(referrer.email);
    const page1 = (await (await call("/api/referral/getReferralList", { cookies })).json()).data;
    expect(page1).toMatchObject({ page: 1, per_page: 5, total: 7, total_pages: 2 });
    expect(page1.referrals.map((r: { name: string }) => r.name)).toEqual(["FriendG Z.", "FriendF Z.", "FriendE Z.", "FriendD Z.", "FriendC Z."]);
    const page2 = (await (await call("/api/referral/getReferralList?page=2", { cookies })).json()).data;
    expect(page2.referrals.map((r: { name: string }) => r.name)).toEqual(["FriendB Z.", "FriendA Z."]);
    expect((await (await call("/api/referral/getReferralList?per_page=3&page=3", { cookies })).json()).data.referrals).toHaveLength(1);
    expect((await (await call(`/api/referral/getReferralList?program=${campaign.id}`, { cookies })).json()).data.total).toBe(2);
    expect((await (await call("/api/referral/getReferralList?page=9", { cookies })).json()).data.referrals).toEqual([]);
    // No e-mail addresses of friends leave the server.
    expect(JSON.stringify(page1)).not.toContain("@");
  });

  it("needs a signed-in member and refuses hostile paging", async () => {
    expect((await call("/api/referral/getReferralList")).status).toBe(401);
    expect((await call("/api/referral/getActionsList")).status).toBe(401);
    const cookies = await signIn((await createUser()).email);
    for (const q of ["per_page=0", "per_page=1000", "page=0", "page=-1", "page=1e3", "per_page=abc", "program=%27%3B--"]) {
      const res = await call(`/api/referral/getReferralList?${q}`, { cookies });
      expect(res.status).toBe(400);
    }
  });

  it("getActionsList answers only for the member themselves", async () => {
    const me = await createUser();
    const other = await createUser();
    const cookies = await signIn(me.email);
    expect((await (await call(`/api/referral/getActionsList?member=${me.id}`, { cookies })).json()).data).toEqual({ member: me.id, actions: [] });
    expect((await call(`/api/referral/getActionsList?member=${other.id}`, { cookies })).status).toBe(404);
    expect((await call("/api/referral/getActionsList?member=1%20OR%201%3D1", { cookies })).status).toBe(400);
  });
});
