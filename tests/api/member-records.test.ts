import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { eventually } from "../support/eventually";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { createCard } from "../support/wallet-factory";
import { bookStay } from "../support/stay-booking";

/**
 * A member's own records — their bookings (My Trips, the reservations call) and their profile — are kept in memory
 * while the process hears every change (lib/account/member-tags.ts). A change made through the app is seen on the
 * very next call; one made elsewhere (psql, a script, another process) within NOTICE_MS, far below the one minute a
 * kept record may otherwise live — a pass cannot come from the record running out.
 */
const NOTICE_MS = 1000;

afterAll(closeTestDb);
jest.setTimeout(90_000);

async function signedIn() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

/** A room booked through the app by `member` on a property of its own; answers the booking's reference. */
async function bookedRoom(member: Awaited<ReturnType<typeof signedIn>>, from: number, to: number): Promise<string> {
  const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000, available: 2 }] });
  const booked = await bookStay({
    cookies: member.cookies,
    propertyId: property.id,
    roomTypeId: rooms[0]!.id,
    checkIn: isoDay(from),
    checkOut: isoDay(to),
    travellerEmail: member.user.email,
  });
  expect(booked.status).toBe(200);
  return (await booked.json()).data.reference;
}

type Reservation = { reference: string; status: string; guests: number };
const reservationsOf = async (cookies: Record<string, string>): Promise<Reservation[]> =>
  (await (await call("/api/reservations", { body: {}, cookies })).json()).data;
type Traveller = { firstName: string };
const travellersOf = async (cookies: Record<string, string>): Promise<Traveller[]> => (await (await call("/api/profile", { cookies })).json()).data.travelers;

describe("a member's bookings, kept between calls", () => {
  it("a booking through the app is listed on the next call; a change made with SQL within the notice", async () => {
    const member = await signedIn();
    expect(await reservationsOf(member.cookies)).toEqual([]);
    expect(await reservationsOf(member.cookies)).toEqual([]);
    const reference = await bookedRoom(member, 20, 21);
    expect(await reservationsOf(member.cookies)).toMatchObject([{ reference, status: "CONFIRMED" }]);
    // Another writer changes the booking (its party, so no money is touched and the books stay whole for
    // npm run payments:reconcile): the member's next answers show it once the change is heard.
    await testDb().$executeRaw`UPDATE "Reservation" SET guests = 1 WHERE reference = ${reference}`;
    await eventually(
      () => reservationsOf(member.cookies),
      (list) => list[0]?.guests === 1,
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
  });
});

describe("a member's profile, kept between calls", () => {
  it("a traveller saved through the app is in the next answer; one added with SQL within the notice", async () => {
    const member = await signedIn();
    expect(await travellersOf(member.cookies)).toEqual([]);
    const saved = await call("/api/profile/travelers", { body: { title: 1, firstName: "Viaapp", lastName: "Kept" }, cookies: member.cookies });
    expect(saved.status).toBe(200);
    expect((await travellersOf(member.cookies)).map((t) => t.firstName)).toEqual(["Viaapp"]);
    await testDb().traveler.create({ data: { userId: member.user.id, firstName: "Viasql", lastName: "Kept" } });
    await eventually(
      () => travellersOf(member.cookies),
      (list) => list.some((t) => t.firstName === "Viasql"),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
  });

  it("another member's change leaves this one's kept profile alone, and is seen by that member", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    await travellersOf(a.cookies);
    await travellersOf(b.cookies);
    await testDb().traveler.create({ data: { userId: b.user.id, firstName: "Onlyb", lastName: "Kept" } });
    await eventually(
      () => travellersOf(b.cookies),
      (list) => list.some((t) => t.firstName === "Onlyb"),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
    expect(await travellersOf(a.cookies)).toEqual([]);
  });
});

describe("a member's wallet, kept between calls", () => {
  it("a card's balance changed with SQL is in the wallet call's answer within the notice", async () => {
    const member = await signedIn();
    const card = await createCard(member.user, {
      type: "CASH_CARD",
      services: ["HLT"],
      amountMinor: 5_000,
      code: `CASH-${randomUUID().slice(0, 8).toUpperCase()}`,
    });
    const balance = async () => {
      const answer = await (await call("/api/booking/get-paymentcard-by-user", { body: {}, cookies: member.cookies })).json();
      return answer.data.data[0].cashcarddata.find((c: { payment_card_id: number }) => c.payment_card_id === card.id)?.card_amount as number;
    };
    expect(await balance()).toBe(50);
    expect(await balance()).toBe(50);
    await testDb().paymentCard.update({ where: { id: card.id }, data: { balanceMinor: 2_500 } });
    await eventually(balance, (amount) => amount === 25, { timeoutMs: NOTICE_MS, everyMs: 50 });
  });
});

describe("a member's account events and sign-in methods, kept between renderings of the profile", () => {
  // A query keeps the page out of the page cache, so it is rendered for the member alone, own part included.
  const profileHtml = async (cookies: Record<string, string>) => (await call("/user/profile?own=1", { cookies, headers: { accept: "text/html" } })).text();

  it("an account event or a linked identity written with SQL shows on the profile within the notice", async () => {
    const member = await signedIn();
    const first = await profileHtml(member.cookies);
    expect(first).toContain('data-testid="profile-identity"');
    expect(first).not.toContain("203.0.113.77");
    expect(await profileHtml(member.cookies)).not.toContain("kept-identity@gmail.test");
    await testDb().userActivity.create({ data: { userId: member.user.id, action: "password-change", ip: "203.0.113.77" } });
    await eventually(
      () => profileHtml(member.cookies),
      (html) => html.includes("203.0.113.77"),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
    await testDb().identity.create({
      data: { orgId: member.user.orgId, userId: member.user.id, provider: "google", providerAccountId: randomUUID(), email: "kept-identity@gmail.test" },
    });
    await eventually(
      () => profileHtml(member.cookies),
      (html) => html.includes("kept-identity@gmail.test"),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
  });
});

describe("a member's referral activity and credits, kept between reads", () => {
  const actionsOf = async (cookies: Record<string, string>): Promise<{ type: string }[]> =>
    (await (await call("/api/referral/getActionsList?member=me", { cookies })).json()).data.actions;
  // A query keeps the page out of the page cache, so it is rendered for the member alone, credits included.
  const creditsHtml = async (cookies: Record<string, string>) => (await call("/referral/credits?own=1", { cookies, headers: { accept: "text/html" } })).text();

  it("a link of theirs opened, written with SQL, is in their activity within the notice", async () => {
    const member = await signedIn();
    expect(await actionsOf(member.cookies)).toEqual([]);
    expect(await actionsOf(member.cookies)).toEqual([]);
    await testDb().referralClick.create({ data: { orgId: member.user.orgId, referralCode: `REF${member.user.id}`, referrerId: member.user.id } });
    await eventually(
      () => actionsOf(member.cookies),
      (list) => list.some((a) => a.type === "LINK_OPENED"),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
  });

  it("the friend's stay behind a credit, moved with SQL, shows its new dates to the referrer within the notice", async () => {
    const referrer = await signedIn();
    const friend = await signedIn();
    const reservation = await testDb().order.findFirstOrThrow({ where: { reference: await bookedRoom(friend, 30, 32) } });
    const referral = await testDb().referral.create({ data: { orgId: referrer.user.orgId, referrerId: referrer.user.id, referredUserId: friend.user.id } });
    await testDb().referralCredit.create({
      data: { referralId: referral.id, referrerId: referrer.user.id, reservationId: reservation.id, amountMinor: 2_500, currency: "USD" },
    });
    await eventually(
      () => creditsHtml(referrer.cookies),
      (html) => html.includes('data-testid="credit-row"'),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
    const movedIn = new Date(`${isoDay(40)}T00:00:00Z`);
    const movedOut = new Date(`${isoDay(41)}T00:00:00Z`);
    // Stay dates are calendar days, shown as booked whatever the organisation's time zone.
    const shown = (d: Date) => d.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
    expect(await creditsHtml(referrer.cookies)).not.toContain(shown(movedOut));
    await testDb().$executeRaw`UPDATE "Reservation" SET "checkIn" = ${movedIn}, "checkOut" = ${movedOut} WHERE id = ${reservation.id}`;
    await eventually(
      () => creditsHtml(referrer.cookies),
      (html) => html.includes(shown(movedOut)),
      { timeoutMs: NOTICE_MS, everyMs: 50 },
    );
  });
});
