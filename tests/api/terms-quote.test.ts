import { randomUUID } from "node:crypto";
import { formatMoney } from "@/lib/locale/format";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { orderTerms, refundPlan } from "@/lib/terms/refund";
import { termsText } from "@/lib/terms/words";
import { call, setCookies } from "../support/http";
import { closeTestDb, isoDay, testDb } from "../support/factories";
import { createStayProperty } from "../support/catalogue-factory";
import { createTour } from "../support/tour";
import { newClient, signedIn, threeKinds } from "../support/itinerary";
import { cruise, transfer, transferQuery } from "../support/kind-offers";
import { extractLink, waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";
import { engineWords, pageText, readPage, spaced, testIdTexts } from "../support/terms-pages";

afterAll(closeTestDb);
jest.setTimeout(180_000);

/**
 * Issue #51: the agent's quote states each item's cancellation terms as the terms engine does (lib/terms), and what
 * it states is what the booked itinerary's items then say and what cancelling it gives back. An itinerary of every
 * kind an agent can quote — a flight, a stay, a car, a transfer, a cruise and an activity whose free period is over —
 * is sent to the client; the client's link and the agent's My Quotes state each item's terms; the client books it,
 * and the engine's sentences for the booked items are those same sentences, and the cancellation refunds the engine's
 * plan for them, which the trip page's cancel dialog states.
 */

const words = engineWords("en-US");

describe("an agent's quote states each item's terms as the engine does, and the booked itinerary keeps them", () => {
  it("every kind in one itinerary: the client's link, My Quotes, the booked trip and its refund agree", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const { itinerary, add } = await threeKinds(agent.cookies, client.id, client.email, { days: 45 });

    // A transfer and a cruise cabin, with the travellers their checkouts ask for.
    for (const offer of [await transfer(agent.cookies, transferQuery(46)), await cruise(agent.cookies, 1)]) {
      const added = await add({ type: "supplier", product: offer.product, offerId: offer.offerId, travellers: offer.travellers });
      expect([offer.product, added.status]).toEqual([offer.product, 200]);
    }
    // An activity in Lisbon tomorrow, free until two days before: the free period is over, half back.
    const tour = await createTour("Europe/Lisbon", 1);
    const added = await add({ type: "activity", propertyId: tour.property.id, slotId: tour.slot.id, guests: 2 });
    expect(added.status).toBe(200);
    expect((await added.json()).data.items.map((i: { kind: string }) => i.kind).sort()).toEqual(["ACTIVITY", "CAR", "CRUISE", "FLIGHT", "STAY", "TRANSFER"]);

    // The agent's My Quotes and the client's link state each item's terms.
    const mine = testIdTexts(await readPage("/agent/my-quotes", agent.cookies), "quote-item-policy");
    expect((await call(`/api/agent/quotes/${itinerary.id}/send`, { cookies: agent.cookies, body: {} })).status).toBe(200);
    const key = new URL(extractLink(await waitForMail(client.email, { subject: /your travel itinerary/ }), "/quote")).searchParams.get("key")!;
    const link = testIdTexts(await readPage(`/quote?key=${encodeURIComponent(key)}`, { lan_code: "en-US" }), "quote-item-policy");
    expect(link).toHaveLength(6);
    // The activity's free period is over: the quote does not promise what has passed.
    expect(link).toContainEqual(
      expect.stringMatching(/^Free cancellation ended on .+ 50% of the price is refunded if you cancel before the activity starts\.$/),
    );

    const booked = await paidCheckout("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data as { reference: string };
    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: { orderBy: { id: "asc" } }, org: true } });
    const terms = orderTerms(
      r.items.map((i) => ({ ...i, timeZone: itemTimeZone(i) })),
      new Date(),
      r.org.timeZone,
    );
    const sentences = terms.statements.map((s) => termsText(s, words));
    // The link said, item by item, what the engine says of the booked items; My Quotes said it too.
    expect([...link].sort()).toEqual(sentences.map(spaced).sort());
    for (const s of sentences) expect(mine).toContain(spaced(s));

    // The trip page the client reads says the same, and its cancel dialog the engine's refund, which cancelling gives.
    const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
    const acting = { ...agent.cookies, impersonate: setCookies(started).impersonate!, lan_code: "en-US" };
    const html = await readPage(`/user/my-trips/${reference}`, acting);
    const trip = pageText(html);
    for (const s of sentences) expect(trip).toContain(spaced(s));
    const plan = refundPlan({ cardPaidMinor: r.cardPaidMinor, wallet: [] }, terms);
    expect(plan.allowed).toBe(true);
    expect(plan.cardMinor).toBeLessThan(r.cardPaidMinor);
    // The cancel dialog's sentence, in the page's data until Cancel opens it.
    expect(html).toContain(`You will get ${formatMoney(plan.cardMinor, r.currency, "en-US")} back`);
    const cancelled = await call("/api/booking/cancel", { body: { reference }, cookies: acting });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data.refundMinor).toBe(plan.cardMinor);
  });

  it("a single stay quote and a single transfer quote: the link's policy is the engine's, the booked item's, and the refund", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const contact = { firstName: "Clara", lastName: "Client", email: client.email, phone: "+13055550100" };
    // A stay in 10 days whose 14 free days are over: half back; a transfer free until the day before.
    const { property, rooms } = await createStayProperty({
      policy: "FREE_CANCELLATION",
      rooms: [{ publicRateMinor: 20_000, memberRateMinor: 18_000, available: 2 }],
    });
    await testDb().property.update({ where: { id: property.id }, data: { freeCancelDays: 14 } });
    const offer = await transfer(agent.cookies, transferQuery(47));
    const quotes = [
      ["stay", "/api/agent/quotes", { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(10), checkOut: isoDay(12), guests: 2 }],
      ["transfer", "/api/agent/quotes/supplier", { product: "transfers", offerId: offer.offerId, travellers: offer.travellers, contact }],
    ] as const;
    for (const [name, path, body] of quotes) {
      const made = await call(path, { cookies: agent.cookies, body: { clientId: client.id, markupPercent: 10, validDays: 3, ...body } });
      expect([name, made.status]).toEqual([name, 200]);
      const sent = await call(`/api/agent/quotes/${(await made.json()).data.id}/send`, { cookies: agent.cookies, body: {} });
      const key = new URL((await sent.json()).data.link).searchParams.get("key")!;
      const said = testIdTexts(await readPage(`/quote?key=${encodeURIComponent(key)}`, { lan_code: "en-US" }), "quote-policy");

      const booked = await paidCheckout("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } });
      expect([name, booked.status]).toEqual([name, 200]);
      const { reference } = (await booked.json()).data as { reference: string };
      const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true, org: true } });
      const terms = orderTerms(
        r.items.map((i) => ({ ...i, timeZone: itemTimeZone(i) })),
        new Date(),
        r.org.timeZone,
      );
      expect([name, said]).toEqual([name, terms.statements.map((st) => spaced(termsText(st, words)))]);
      const plan = refundPlan({ cardPaidMinor: r.cardPaidMinor, wallet: [] }, terms);
      const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
      const acting = { ...agent.cookies, impersonate: setCookies(started).impersonate! };
      const cancelled = await call("/api/booking/cancel", { body: { reference }, cookies: acting });
      expect([name, cancelled.status, (await cancelled.json()).data.refundMinor]).toEqual([name, 200, plan.cardMinor]);
      await call("/api/agent/impersonate/end", { cookies: acting, body: {} });
    }
  });
});
