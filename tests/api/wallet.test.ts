import { randomUUID } from "node:crypto";
import { backToSite, cancelLinkOf, payOnProviderPage } from "../support/hosted-payment";
import { paidCheckout, providerPageAlert, TEST_CARD } from "../support/paid-checkout";
import { call, setCookies } from "../support/http";
import { closeTestDb, createOrg, createProperty, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { cardState, createCard, createOrgCertificate } from "../support/wallet-factory";
import { unexpectedAnswers } from "../support/shed";
import { atBookedRate } from "@/lib/booking/booked-money";
import { formatMoney } from "@/lib/locale/format";

afterAll(closeTestDb);

const traveler = { title: 2, firstName: "Test", lastName: "Traveller", email: "t@example.test" };

async function signedIn(opts: Parameters<typeof createUser>[0] & { host?: string } = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } }, host: opts.host });
  expect(res.status).toBe(200);
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

function book(body: Record<string, unknown>, opts: { cookies?: Record<string, string>; host?: string } = {}) {
  return paidCheckout("/api/booking/book", { body: { guests: 2, rooms: 1, traveler, idempotencyKey: randomUUID(), ...body }, ...opts });
}

/** What the cancel dialog of this booking on My Trips says: its trip card's cancelText (GET /api/trips). */
async function cancelDialogText(reference: string, cookies: Record<string, string>): Promise<string | undefined> {
  const { data } = await (await call("/api/trips?view=trips", { method: "GET", cookies })).json();
  return [...data.upcoming, ...data.past].find((card: { reference: string }) => card.reference === reference)?.cancelText;
}

/** 10 000 USD per night before 10% tax: one night is 110.00 USD. */
async function hotel(available = 5) {
  const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available }] });
  return { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(10), checkOut: isoDay(11) };
}

describe("POST /api/booking/get-paymentcard-by-user (SPEC §7)", () => {
  it("answers data.data with certidata, discountcarddata, cashcarddata, the detail objects and walletOptions.org_site_wallet", async () => {
    const { user, cookies } = await signedIn();
    const cert = await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 7_500, code: `CERT${user.id}` });
    await createCard(user, { type: "DISCOUNT_CARD", services: ["HLT", "ACT"], amountMinor: 2_000 });
    await createCard(user, { type: "CASH_CARD", amountMinor: 10_000, expiresAt: null });
    const res = await call("/api/booking/get-paymentcard-by-user", { body: { currency: "USD" }, cookies });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe(1);
    expect(body.data.data).toHaveLength(1);
    const entry = body.data.data[0];
    expect(entry.walletOptions).toEqual({ org_site_wallet: "Discount Cards,Certificates,Cash Card,myvacations" });
    expect(entry.certidata[0]).toMatchObject({
      payment_card_id: cert.id,
      card_code: `CERT${user.id}`,
      status: "ACTIVE",
      services: ["HLT"],
      card_amount: 75,
      currency: "USD",
    });
    expect(entry.certidata[0]).toHaveProperty("pro_code");
    expect(entry.discountcarddata[0]).toMatchObject({ card_amount: 20, services: ["HLT", "ACT"] });
    expect(entry.cashcarddata[0]).toMatchObject({ card_amount: 100, expires_at: null });
    expect(entry.certificate_details).toMatchObject({ count: 1, active_count: 1, total_amount: 75, currency: "USD" });
    expect(entry.cashcard_details).toMatchObject({ total_amount: 100, next_expiry: null });
  });

  it("totals convert to the asked currency (divide by the rate to reach USD, multiply to leave it)", async () => {
    const { user, cookies } = await signedIn();
    await createCard(user, { type: "CASH_CARD", amountMinor: 10_000 });
    const body = await (await call("/api/booking/get-paymentcard-by-user", { body: { currency: "EUR" }, cookies })).json();
    // The seeded EUR rate is 0.92 per USD.
    expect(body.data.data[0].cashcard_details).toMatchObject({ total_amount: 92, currency: "EUR" });
  });

  it("lists only the options the organisation site enables (the partner has no discount cards)", async () => {
    const { user, cookies } = await signedIn({ org: "partner", host: "partner.localhost" });
    await createCard(user, { type: "DISCOUNT_CARD", amountMinor: 2_000 });
    await createCard(user, { type: "CASH_CARD", amountMinor: 2_000 });
    const body = await (await call("/api/booking/get-paymentcard-by-user", { body: {}, cookies, host: "partner.localhost" })).json();
    expect(body.data.data[0].walletOptions.org_site_wallet).toBe("Certificates,Cash Card");
    expect(body.data.data[0].discountcarddata).toEqual([]);
    expect(body.data.data[0].cashcarddata).toHaveLength(1);
  });

  it("hostile input: not signed in 401, unknown or malformed currency and extra fields 400 — never 5xx", async () => {
    expect((await call("/api/booking/get-paymentcard-by-user", { body: { currency: "USD" } })).status).toBe(401);
    const { cookies } = await signedIn();
    for (const body of [{ currency: "ZZZ" }, { currency: 'usd\'; DROP TABLE "PaymentCard";--' }, { currency: 5 }, { currency: "USD", userId: 1 }, [], "x"]) {
      const res = await call("/api/booking/get-paymentcard-by-user", { body, cookies });
      expect(res.status).toBe(400);
    }
    expect(
      (await call("/api/booking/get-paymentcard-by-user", { rawBody: "{not json", cookies, headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
  });
});

describe("POST /api/walletUser/getPaymentCardByOrg (SPEC §7)", () => {
  it("lists the organisation's certificates for the filter in data.data, highest redemption price first", async () => {
    const org = await createOrg();
    await testDb().organization.update({ where: { id: org.id }, data: { eligibleProducts: ["hotel", "activities"] } });
    await createOrgCertificate(org.id, { product: "HLT", priceMinor: 2_500, name: "Small" });
    const big = await createOrgCertificate(org.id, { product: "HLT", priceMinor: 9_000, name: "Big" });
    await createOrgCertificate(org.id, { product: "ACT", priceMinor: 4_000, name: "Activity" });
    const { cookies } = await signedIn({ orgId: org.id, host: org.host });
    const res = await call("/api/walletUser/getPaymentCardByOrg", { body: { payment_product_code: "HLT" }, cookies, host: org.host });
    expect(res.status).toBe(200);
    const list = (await res.json()).data.data;
    expect(list.map((c: { name: string }) => c.name)).toEqual(["Big", "Small"]);
    expect(list[0]).toMatchObject({ id: big.id, payment_product_code: "HLT", payment_card_currency: "USD", payment_card_redemption_price: 90 });
    const all = (await (await call("/api/walletUser/getPaymentCardByOrg", { body: {}, cookies, host: org.host })).json()).data.data;
    expect(all).toHaveLength(3);
  });

  it("hostile input: unknown product codes, injection and extra fields are 400; no session is 401", async () => {
    expect((await call("/api/walletUser/getPaymentCardByOrg", { body: {} })).status).toBe(401);
    const { cookies } = await signedIn();
    for (const body of [{ payment_product_code: "XYZ" }, { payment_product_code: "' OR 1=1 --" }, { orgId: 1 }, { payment_card_currency: "dollars" }, null]) {
      expect((await call("/api/walletUser/getPaymentCardByOrg", { body, cookies })).status).toBe(400);
    }
  });
});

describe("booking with the wallet", () => {
  it("certificate + cash card pay first, the card only the remainder; ledger rows; cancellation restores both with their expiry", async () => {
    const { user, cookies } = await signedIn();
    const expiry = new Date(Date.now() + 90 * 86_400_000);
    const cert = await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 5_000, expiresAt: expiry });
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 4_000 });
    const stay = await hotel();
    const res = await book({ ...stay, wallet: { certificateId: cert.id, cashCardId: cash.id } }, { cookies });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: data.reference }, include: { payments: true } });
    // 110.00 total: 50.00 certificate, 40.00 cash card, 20.00 by card.
    expect(r).toMatchObject({ totalMinor: 11_000, walletAppliedMinor: 9_000, cardPaidMinor: 2_000 });
    expect(r.payments).toEqual([expect.objectContaining({ status: "APPROVED", amountMinor: 2_000 })]);
    const c1 = await cardState(cert.id);
    expect(c1).toMatchObject({ status: "USED", balanceMinor: 0, kinds: ["HOLD", "REDEEM"] });
    expect(c1.ledger[0]).toMatchObject({
      amountMinor: 5_000,
      balanceBefore: 5_000,
      balanceAfter: 0,
      bookingRef: data.reference,
      actorId: user.id,
      reservationId: r.id,
    });
    expect(await cardState(cash.id)).toMatchObject({ status: "ACTIVE", balanceMinor: 0, kinds: ["HOLD", "REDEEM"] });

    const cancel = await call("/api/booking/cancel", { body: { reference: data.reference }, cookies });
    expect(cancel.status).toBe(200);
    const cancelled = (await cancel.json()).data;
    expect(cancelled.refundMinor).toBe(2_000);
    expect(cancelled.wallet).toEqual([
      { cardId: cert.id, type: "CERTIFICATE", cardCode: expect.any(String), currency: "USD", spentMinor: 5_000, restoredMinor: 5_000, restored: true },
      { cardId: cash.id, type: "CASH_CARD", cardCode: expect.any(String), currency: "USD", spentMinor: 4_000, restoredMinor: 4_000, restored: true },
    ]);
    const after = await cardState(cert.id);
    expect(after).toMatchObject({ status: "ACTIVE", balanceMinor: 5_000, kinds: ["HOLD", "REDEEM", "REFUND"] });
    expect(after.expiresAt?.toISOString()).toBe(expiry.toISOString());
    expect(after.ledger[2]).toMatchObject({ amountMinor: 5_000, balanceBefore: 0, balanceAfter: 5_000, bookingRef: data.reference });
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 4_000, kinds: ["HOLD", "REDEEM", "REFUND"] });
  });

  it("issue #16: a NON_REFUNDABLE booking paid from the cash card gives nothing back to it either, and says so", async () => {
    const { user, cookies } = await signedIn();
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 4_000 });
    const { property, rooms } = await createStayProperty({
      policy: "NON_REFUNDABLE",
      rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }],
    });
    const res = await book(
      { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(10), checkOut: isoDay(11), wallet: { cashCardId: cash.id } },
      { cookies },
    );
    expect(res.status).toBe(200);
    const { reference } = (await res.json()).data;
    const dialog = await cancelDialogText(reference, cookies);
    expect(dialog).toBe(`This booking is not refundable any more: you will get nothing back. Your cash card ${cash.cardCode} is not given back.`);
    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect(cancel.status).toBe(200);
    const data = (await cancel.json()).data;
    expect(data.refundMinor).toBe(0);
    expect(data.wallet).toEqual([expect.objectContaining({ cardId: cash.id, type: "CASH_CARD", spentMinor: 4_000, restoredMinor: 0, restored: false })]);
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 0, kinds: ["HOLD", "REDEEM"] });
    expect((await testDb().order.findUniqueOrThrow({ where: { reference } })).refundMinor).toBe(0);
  });

  it("issue #16: a PARTIAL_REFUND booking gives half of each part back, rounded up; the certificate stays used", async () => {
    const { user, cookies } = await signedIn();
    const cert = await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 5_000 });
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 4_001 });
    const { property, rooms } = await createStayProperty({
      policy: "PARTIAL_REFUND",
      rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }],
    });
    const res = await book(
      { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(10), checkOut: isoDay(11), wallet: { certificateId: cert.id, cashCardId: cash.id } },
      { cookies },
    );
    expect(res.status).toBe(200);
    const { reference } = (await res.json()).data;
    // 110.00: 50.00 certificate, 40.01 cash card, 19.99 by card.
    expect(await testDb().order.findUniqueOrThrow({ where: { reference } })).toMatchObject({ walletAppliedMinor: 9_001, cardPaidMinor: 1_999 });
    const dialog = await cancelDialogText(reference, cookies);
    // Issue #51: split by card and by each wallet card — exactly what the cancellation below gives back.
    expect(dialog).toBe(
      `You will get $10.00 back on the card you paid with. Your certificate ${cert.cardCode} is not given back: a certificate comes back only when everything is refunded. $20.01 goes back to your cash card ${cash.cardCode}.`,
    );
    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect(cancel.status).toBe(200);
    const data = (await cancel.json()).data;
    expect(data.refundMinor).toBe(1_000);
    expect(data.wallet).toEqual([
      expect.objectContaining({ cardId: cert.id, type: "CERTIFICATE", spentMinor: 5_000, restoredMinor: 0, restored: false }),
      expect.objectContaining({ cardId: cash.id, type: "CASH_CARD", spentMinor: 4_001, restoredMinor: 2_001, restored: true }),
    ]);
    expect(await cardState(cert.id)).toMatchObject({ status: "USED", balanceMinor: 0, kinds: ["HOLD", "REDEEM"] });
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 2_001, kinds: ["HOLD", "REDEEM", "REFUND"] });
    const history = await (await call("/user/my-trips", { cookies })).text();
    expect(history).toMatch(/data-testid="wallet-restored">(?:[^<]|<!-- -->)*Back to wallet \$20\.01</);
  });

  it("SPEC §9: a USD cash card on a EUR hotel covers its converted balance less the 1.1 hotel margin, and is debited the margined conversion", async () => {
    const { user, cookies } = await signedIn();
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 5_000, currency: "USD" });
    const { property, rooms } = await createStayProperty({ currency: "EUR", rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }] });
    const res = await book(
      { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(10), checkOut: isoDay(11), wallet: { cashCardId: cash.id } },
      { cookies },
    );
    expect(res.status).toBe(200);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: (await res.json()).data.reference } });
    // 50.00 USD = 46.00 EUR at 0.92; ÷ 1.1 = 41.81 EUR covered; 110.00 − 41.81 = 68.19 EUR by card; the whole 50.00 USD taken.
    expect(r).toMatchObject({ currency: "EUR", totalMinor: 11_000, walletAppliedMinor: 4_181, cardPaidMinor: 6_819 });
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 0, kinds: ["HOLD", "REDEEM"] });
    // Issue #51: the trip page lists the card at what the checkout took (€41.81, $45.45 at the booking's rate), not at
    // its face value ($50.00), so the payment's lines add up to the total.
    const page = await (await call(`/user/my-trips/${r.reference}`, { cookies })).text();
    const walletLine = page.match(/data-testid="paid-wallet-amount"[^>]*>((?:[^<]|<[^/][^>]*>|<!-- -->)*)</)?.[1] ?? "";
    expect(walletLine.replace(/<[^>]*>|<!-- -->/g, "")).toContain(formatMoney(atBookedRate(4_181, r), r.memberCurrency, "en-US"));
    expect(walletLine).not.toContain("$50.00");
  });

  it("when the wallet covers everything no card is needed and none is charged", async () => {
    const { user, cookies } = await signedIn();
    const discount = await createCard(user, { type: "DISCOUNT_CARD", services: ["HLT"], amountMinor: 3_000 });
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 20_000 });
    const res = await book({ ...(await hotel()), wallet: { discountCardId: discount.id, cashCardId: cash.id } }, { cookies });
    expect(res.status).toBe(200);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: (await res.json()).data.reference }, include: { payments: true } });
    expect(r).toMatchObject({ walletAppliedMinor: 11_000, cardPaidMinor: 0, status: "CONFIRMED" });
    expect(r.payments).toEqual([]);
    expect((await cardState(discount.id)).balanceMinor).toBe(0);
    expect((await cardState(cash.id)).balanceMinor).toBe(12_000);
  });

  it("a remainder without card details is paid on the provider's page: the wallet's credit and the room are held meanwhile, and let go if the payer cancels", async () => {
    const { user, cookies } = await signedIn();
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 1_000 });
    const stay = await hotel(2);
    const res = await call("/api/booking/book", {
      body: { ...stay, guests: 2, rooms: 1, traveler, returnPath: "/hotel-checkout", wallet: { cashCardId: cash.id }, idempotencyKey: randomUUID() },
      cookies,
    });
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    expect(data).toMatchObject({ status: "PAYMENT_REQUIRED" });
    // The provider's page asks only for what the wallet leaves: 110.00 − 10.00.
    expect(await (await fetch(data.redirect)).text()).toContain("$100.00");
    expect((await cardState(cash.id)).kinds).toEqual(["HOLD"]);
    expect(await availabilityOf(stay.roomTypeId, stay.checkIn, stay.checkOut)).toEqual([1]);
    await backToSite(await cancelLinkOf(data.redirect));
    expect((await cardState(cash.id)).kinds).toEqual(["HOLD", "RELEASE"]);
    expect(await availabilityOf(stay.roomTypeId, stay.checkIn, stay.checkOut)).toEqual([2]);
  });

  it("a card the provider declines books nothing; going back from its page releases what the wallet held (RELEASE rows)", async () => {
    const { user, cookies } = await signedIn();
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 3_000 });
    const stay = await hotel(2);
    const res = await call("/api/booking/book", {
      body: { ...stay, guests: 2, rooms: 1, traveler, wallet: { cashCardId: cash.id }, idempotencyKey: randomUUID() },
      cookies,
    });
    const paymentUrl = (await res.json()).data.paymentUrl as string;
    const refused = await payOnProviderPage(paymentUrl, { ...TEST_CARD, number: "4000 0000 0000 0002" });
    expect(refused.next).toBeNull();
    expect(providerPageAlert(refused.page)).toMatch(/^Your card was declined\./);
    expect((await cardState(cash.id)).kinds).toEqual(["HOLD"]);
    await backToSite(await cancelLinkOf(paymentUrl));
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 3_000, kinds: ["HOLD", "RELEASE"] });
    expect(await availabilityOf(stay.roomTypeId, stay.checkIn, stay.checkOut)).toEqual([2]);
  });

  it("hostile wallet input: someone else's card, a card for another product, combined certificate and discount, bad ids — 400 and nothing written", async () => {
    const { user, cookies } = await signedIn();
    const other = await createUser();
    const theirs = await createCard(other, { type: "CASH_CARD", amountMinor: 50_000 });
    const activityOnly = await createCard(user, { type: "CERTIFICATE", services: ["ACT"] });
    const mine = await createCard(user, { type: "CERTIFICATE", services: ["HLT"] });
    const disc = await createCard(user, { type: "DISCOUNT_CARD", services: ["HLT"] });
    const expired = await createCard(user, { type: "CASH_CARD", expiresAt: new Date(Date.now() - 86_400_000) });
    const stay = await hotel(2);
    const cases = [
      { cashCardId: theirs.id },
      { certificateId: activityOnly.id },
      { certificateId: mine.id, discountCardId: disc.id },
      { cashCardId: expired.id },
      { cashCardId: -1 },
      { cashCardId: "1 OR 1=1" },
      { cashCardId: 1e20 },
      { certificateId: mine.id, userId: other.id },
    ];
    for (const wallet of cases) {
      const res = await book({ ...stay, wallet }, { cookies });
      expect(res.status).toBe(400);
    }
    expect((await cardState(theirs.id)).balanceMinor).toBe(50_000);
    expect((await cardState(mine.id)).kinds).toEqual([]);
    expect(await availabilityOf(stay.roomTypeId, stay.checkIn, stay.checkOut)).toEqual([2]);
    expect(await testDb().order.count({ where: { propertyId: stay.propertyId } })).toBe(0);
  });

  it("100 concurrent bookings with one certificate: exactly one uses it, the others are refused and hold nothing", async () => {
    const { user, cookies } = await signedIn();
    const cert = await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 5_000 });
    const stay = await hotel(200);
    const attempts = await Promise.all(Array.from({ length: 100 }, () => book({ ...stay, wallet: { certificateId: cert.id } }, { cookies })));
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(unexpectedAnswers(attempts, [409, 400])).toEqual([]);
    expect(await cardState(cert.id)).toMatchObject({ status: "USED", balanceMinor: 0, kinds: ["HOLD", "REDEEM"] });
    expect(await availabilityOf(stay.roomTypeId, stay.checkIn, stay.checkOut)).toEqual([199]);
    expect(await testDb().order.count({ where: { propertyId: stay.propertyId } })).toBe(1);
  }, 120_000);

  it("concurrent bookings never take a cash card below zero, and every cent taken is a booking's wallet share", async () => {
    const { user, cookies } = await signedIn();
    // 250.00 on the card; each booking costs 110.00. A booking that saw an older balance is refused (409); one that
    // saw the last 30.00 uses it and pays the rest by card.
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 25_000 });
    const stay = await hotel(50);
    const attempts = await Promise.all(Array.from({ length: 20 }, () => book({ ...stay, wallet: { cashCardId: cash.id } }, { cookies })));
    expect(unexpectedAnswers(attempts, [409])).toEqual([]);
    expect(attempts.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(2);
    const state = await cardState(cash.id);
    expect(state.balanceMinor).toBeGreaterThanOrEqual(0);
    expect(state.ledger.every((l) => l.balanceAfter >= 0)).toBe(true);
    const redeemed = state.ledger.filter((l) => l.kind === "REDEEM").reduce((sum, l) => sum + l.amountMinor, 0);
    expect(redeemed).toBe(25_000 - state.balanceMinor);
    const booked = await testDb().order.findMany({ where: { propertyId: stay.propertyId, status: "CONFIRMED" } });
    expect(booked.reduce((sum, r) => sum + r.walletAppliedMinor, 0)).toBe(redeemed);
    expect(booked.every((r) => r.walletAppliedMinor + r.cardPaidMinor === r.totalMinor)).toBe(true);
  }, 120_000);
});

describe("SPEC §5 certificate check on booking", () => {
  it("an organisation default certificate blocks booking until a certificate is chosen; once used, it is not offered again", async () => {
    const org = await createOrg();
    const orgCert = await createOrgCertificate(org.id, { product: "HLT", priceMinor: 3_000 });
    const { user, cookies } = await signedIn({ orgId: org.id, host: org.host });
    const stay = await hotel(3);
    const blocked = await book(stay, { cookies, host: org.host });
    expect(blocked.status).toBe(400);
    expect((await blocked.json()).error.fields[0]).toEqual({ path: "wallet.certificateId", message: "Please choose a certificate for this booking." });
    expect(await availabilityOf(stay.roomTypeId, stay.checkIn, stay.checkOut)).toEqual([3]);

    const ok = await book({ ...stay, wallet: { orgCertificateId: orgCert.id } }, { cookies, host: org.host });
    expect(ok.status).toBe(200);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: (await ok.json()).data.reference } });
    expect(r).toMatchObject({ walletAppliedMinor: 3_000, cardPaidMinor: 8_000 });
    const issued = await testDb().paymentCard.findFirstOrThrow({ where: { userId: user.id, orgId: org.id } });
    expect(await cardState(issued.id)).toMatchObject({ status: "USED", kinds: ["ISSUE", "HOLD", "REDEEM"] });
    // Used once: no default any more, so booking passes without a choice.
    expect((await book(stay, { cookies, host: org.host })).status).toBe(200);
    expect((await book({ ...stay, wallet: { orgCertificateId: orgCert.id } }, { cookies, host: org.host })).status).toBe(400);
  });

  it("owning discount cards for the product passes the check", async () => {
    const org = await createOrg();
    await createOrgCertificate(org.id, { product: "HLT" });
    const { user, cookies } = await signedIn({ orgId: org.id, host: org.host });
    await createCard(user, { type: "DISCOUNT_CARD", services: ["HLT"], amountMinor: 1_000 });
    expect((await book(await hotel(), { cookies, host: org.host })).status).toBe(200);
  });
});

describe("booking an activity slot", () => {
  it("takes places with a conditional update, uses the wallet, and cancelling gives the places and the credit back", async () => {
    const { user, cookies } = await signedIn();
    const { property, slots } = await createProperty({
      productCode: "ACT",
      slots: [{ day: 9, capacity: 6, remaining: 3, publicPriceMinor: 4_000, memberPriceMinor: 4_000 }],
    });
    const cert = await createCard(user, { type: "CERTIFICATE", services: ["ACT"], amountMinor: 2_500 });
    // 2 × 40.00 + 10% tax = 88.00: 25.00 certificate, 63.00 by card.
    const res = await paidCheckout("/api/booking/book-activity", {
      body: {
        propertyId: property.id,
        slotId: slots[0]!.id,
        guests: 2,
        traveler,
        wallet: { certificateId: cert.id },
        idempotencyKey: randomUUID(),
      },
      cookies,
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.totalMinor).toBe(8_800);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: data.reference } });
    expect(r).toMatchObject({ activitySlotId: slots[0]!.id, productCode: "ACT", guests: 2, walletAppliedMinor: 2_500, cardPaidMinor: 6_300 });
    expect((await testDb().activitySlot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).remaining).toBe(1);
    // Not enough places left for two more.
    const full = await call("/api/booking/book-activity", {
      body: { propertyId: property.id, slotId: slots[0]!.id, guests: 2, traveler, idempotencyKey: randomUUID() },
      cookies,
    });
    expect(full.status).toBe(409);
    expect((await call("/api/booking/cancel", { body: { reference: data.reference }, cookies })).status).toBe(200);
    expect((await testDb().activitySlot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).remaining).toBe(3);
    expect(await cardState(cert.id)).toMatchObject({ status: "ACTIVE", balanceMinor: 2_500 });
  });

  it("20 concurrent bookings of the last 3 places: exactly 3 succeed", async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signedIn()));
    const { property, slots } = await createProperty({
      productCode: "ACT",
      slots: [{ day: 12, capacity: 3, publicPriceMinor: 1_000, memberPriceMinor: 1_000 }],
    });
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        paidCheckout("/api/booking/book-activity", {
          body: { propertyId: property.id, slotId: slots[0]!.id, guests: 1, traveler, idempotencyKey: randomUUID() },
          cookies: buyers[i % 4]!.cookies,
        }),
      ),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(3);
    expect(attempts.filter((r) => r.status === 409)).toHaveLength(17);
    expect((await testDb().activitySlot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).remaining).toBe(0);
  }, 60_000);

  it("hostile input: unknown slot 404, a slot of another property 404, zero guests and extra fields 400", async () => {
    const { cookies } = await signedIn();
    const { property, slots } = await createProperty({ productCode: "ACT", slots: [{ day: 8, publicPriceMinor: 1_000, memberPriceMinor: 1_000 }] });
    const other = await createProperty({ productCode: "ACT", slots: [{ day: 8, publicPriceMinor: 1_000, memberPriceMinor: 1_000 }] });
    const base = { propertyId: property.id, slotId: slots[0]!.id, guests: 1, traveler, idempotencyKey: randomUUID() };
    expect((await call("/api/booking/book-activity", { body: { ...base, slotId: 999_999_999 }, cookies })).status).toBe(404);
    expect((await call("/api/booking/book-activity", { body: { ...base, slotId: other.slots[0]!.id }, cookies })).status).toBe(404);
    expect((await call("/api/booking/book-activity", { body: { ...base, guests: 0 }, cookies })).status).toBe(400);
    expect((await call("/api/booking/book-activity", { body: { ...base, roomTypeId: 1 }, cookies })).status).toBe(400);
  });
});
