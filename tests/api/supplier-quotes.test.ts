import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { bookQuote } from "@/lib/agent/book-quote";
import { ZCreateSupplierQuote } from "@/lib/agent/schemas";
import { listQuotes, sendQuote } from "@/lib/agent/quotes";
import { createSupplierQuote } from "@/lib/agent/supplier-quotes";
import type { AppError } from "@/lib/errors";
import { itemQuote } from "@/lib/orders/item-pricing";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { kindModules } from "@/lib/suppliers/registry";
import type { Offer, Supplier } from "@/lib/suppliers/seam";
import { call, setCookies } from "../support/http";
import { rejection } from "../support/rejection";
import { closeTestDb, createUser, TEST_PASSWORD } from "../support/factories";
import { payHeldOrder } from "../support/pay-in-process";
import { payOnProviderPage } from "../support/hosted-payment";
import { providerPageAlert, TEST_CARD } from "../support/paid-checkout";
import { cancelHostedCheckout } from "@/lib/orders/settle-hosted-checkout";

/**
 * Agents' quotes of supplier offers (lib/agent) against the test database, with a transfer supplier written here
 * that can sell out or change its price or currency: made at the client's price plus the markup, sent, and booked
 * through the order flow at the agreed total — once, and with nothing charged when the offer is gone.
 */
afterAll(async () => {
  delete kindModules.transfers;
  await db.$disconnect();
  await closeTestDb();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
type Details = { vehicle: string };

function testSupplier() {
  const state = { priceMinor: 8_000, currency: "USD", soldOut: false, startsInDays: 40, booked: [] as string[] };
  const offer = (): Offer<Details> => ({
    id: "trf_MIAhotelSedan",
    kind: "TRANSFER",
    supplier: "test",
    title: "Miami Airport (MIA) → Ocean Hotel",
    startsAt: inDays(state.startsInDays),
    endsAt: inDays(state.startsInDays + 0.05),
    price: { currency: state.currency, baseMinor: state.priceMinor, taxesMinor: 800, feesMinor: 200, totalMinor: state.priceMinor + 1_000 },
    terms: { refundable: true, freeUntil: inDays(state.startsInDays - 1), afterShareBps: 0, changeable: false },
    details: { vehicle: "Sedan" },
  });
  const supplier: Supplier<unknown, Details, { firstName: string; lastName: string }[]> = {
    name: "test",
    kind: "TRANSFER",
    search: async () => [offer()],
    reprice: async () => (state.soldOut ? { status: "SOLD_OUT" } : { status: "AVAILABLE", offer: offer() }),
    book: async ({ idempotencyKey }) => (state.booked.push(idempotencyKey), { supplierRef: `TR${state.booked.length}`, status: "CONFIRMED" }),
    cancel: async () => ({ status: "CANCELLED", refund: null }),
    status: async () => "CONFIRMED",
  };
  const person = z.object({ firstName: z.string().min(1, "Enter the first name"), lastName: z.string().min(1, "Enter the last name") });
  kindModules.transfers = {
    kind: "TRANSFER",
    product: "transfers",
    supplier: () => supplier,
    supplierNamed: (name) => (name === "test" ? supplier : null),
    travellers: z.array(person).min(1, "Add the lead passenger"),
  };
  return { state, offer };
}

/** A valid request body of a supplier quote for this client. */
function quoteBody(client: { id: number; email: string }, over: Record<string, unknown>) {
  return {
    clientId: client.id,
    offerId: "trf_MIAhotelSedan",
    travellers: [{ firstName: "Clara", lastName: "Client" }],
    contact: { firstName: "Clara", lastName: "Client", email: client.email, phone: "+13055550100" },
    markupPercent: 10,
    validDays: 3,
    ...over,
  };
}

async function fixture(opts: { memberClient?: boolean } = {}) {
  const base = await getOrgByHost("localhost");
  const org = { ...base, eligibleProducts: [...base.eligibleProducts, "transfers"] };
  const agent = await createUser({ userType: 1 });
  const client = await createUser({ firstName: "Clara", lastName: "Client", planStatus: opts.memberClient ? "ACTIVE" : undefined });
  await db.user.update({ where: { id: client.id }, data: { agentId: agent.id } });
  const { state, offer } = testSupplier();
  const input = (over: Record<string, unknown> = {}) => ZCreateSupplierQuote.parse(quoteBody(client, { product: "transfers", ...over }));
  const hold = (quoteId: number) => bookQuote(quoteId, { idempotencyKey: randomUUID() }, { org, displayCurrency: "USD", ip: "127.0.0.1" });
  /** The client books the quote and pays on the provider's page; the order settles as their return would. */
  const book = async (quoteId: number) => {
    const held = await hold(quoteId);
    return { ...held, status: (await payHeldOrder(held)).status };
  };
  const orders = () => db.order.count({ where: { userId: client.id } });
  return { org, agent, client, state, offer, input, hold, book, orders };
}

describe("supplier quotes: creating", () => {
  it("re-prices the offer at the client's price and adds the markup; the quote holds the travellers, contact and terms", async () => {
    const f = await fixture();
    const quote = await createSupplierQuote(f.agent, f.org, f.input());
    // A client without a plan pays the public price: the supplier's total + 8 % of the base fare.
    const base = itemQuote(f.offer(), { memberPricing: false }).totalMinor;
    expect(base).toBe(9_000 + 640);
    expect(quote).toMatchObject({
      status: "DRAFT",
      kind: "TRANSFER",
      product: "transfers",
      title: "Miami Airport (MIA) → Ocean Hotel",
      property: null,
      currency: "USD",
      baseMinor: base,
      markupMinor: Math.round(base * 0.1),
      totalMinor: base + Math.round(base * 0.1),
      travellers: ["Clara Client"],
      terms: { refundable: true, afterShareBps: 0 },
    });
    const row = await db.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(row).toMatchObject({ propertyId: null, roomTypeId: null, offerId: "trf_MIAhotelSedan", guests: 1, clientId: f.client.id });
    expect(row.contact).toMatchObject({ email: f.client.email, phone: "+13055550100" });
    expect((await listQuotes(f.agent.id, f.org.id)).map((q) => q.id)).toEqual([quote.id]);
  });

  it("a client with an active plan is quoted the member price", async () => {
    const f = await fixture({ memberClient: true });
    const quote = await createSupplierQuote(f.agent, f.org, f.input({ markupPercent: 0 }));
    expect(quote.totalMinor).toBe(9_000);
  });

  it("travellers are checked by the kind's rules, each reason under travellers", async () => {
    const f = await fixture();
    const error = await rejection(createSupplierQuote(f.agent, f.org, f.input({ travellers: [{ firstName: "", lastName: "Client" }] })));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual([{ path: "travellers.0.firstName", message: "Enter the first name" }]);
    expect((await rejection(createSupplierQuote(f.agent, f.org, f.input({ travellers: [] })))).fields).toEqual([
      { path: "travellers", message: "Add the lead passenger" },
    ]);
  });

  it("someone else's client, a product the organisation does not sell: not found; a sold-out offer: 409", async () => {
    const f = await fixture();
    const stranger = await createUser();
    expect((await rejection(createSupplierQuote(f.agent, f.org, f.input({ clientId: stranger.id })))).status).toBe(404);
    const otherAgent = await createUser({ userType: 1 });
    expect((await rejection(createSupplierQuote(otherAgent, f.org, f.input()))).status).toBe(404);
    const notSold = { ...f.org, eligibleProducts: f.org.eligibleProducts.filter((p) => p !== "transfers") };
    expect((await rejection(createSupplierQuote(f.agent, notSold, f.input()))).status).toBe(404);
    f.state.soldOut = true;
    expect((await rejection(createSupplierQuote(f.agent, f.org, f.input()))).code).toBe("NO_LONGER_AVAILABLE");
    expect(await db.quote.count({ where: { agentId: f.agent.id } })).toBe(0);
  });

  it("an offer starting before the organisation's first bookable day is refused on offerId", async () => {
    const f = await fixture();
    f.state.startsInDays = -1;
    const error = await rejection(createSupplierQuote(f.agent, f.org, f.input()));
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields?.map((x) => x.path)).toEqual(["offerId"]);
  });
});

describe("supplier quotes: sending and booking", () => {
  it("sends the link and e-mail naming the offer; the client's booking is charged the agreed total although the price rose", async () => {
    const f = await fixture();
    const quote = await createSupplierQuote(f.agent, f.org, f.input());
    const sent = await sendQuote(f.agent.id, f.org, quote.id, "http://localhost:3000");
    expect(sent.link).toMatch(/^http:\/\/localhost:3000\/quote\?key=/);
    expect(sent.quote.status).toBe("SENT");
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: f.client.email }, orderBy: { id: "desc" } });
    expect(mail.subject).toContain("Miami Airport (MIA) → Ocean Hotel");

    f.state.priceMinor += 5_000;
    const booking = await f.book(quote.id);
    expect(booking).toMatchObject({ status: "CONFIRMED", totalMinor: quote.totalMinor, currency: "USD" });
    const order = await db.order.findUniqueOrThrow({ where: { reference: booking.reference }, include: { items: true, payments: true } });
    expect(order).toMatchObject({ userId: f.client.id, agentId: f.agent.id, totalMinor: quote.totalMinor, propertyId: null, status: "CONFIRMED" });
    expect(order.agentReference).toMatch(new RegExp(`^A${f.agent.id}-`));
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ kind: "TRANSFER", productCode: "TRF", supplierRef: "TR1", totalMinor: quote.totalMinor });
    expect(order.items[0]!.travellers).toEqual([{ firstName: "Clara", lastName: "Client" }]);
    expect(order.payments.map((p) => [p.status, p.amountMinor])).toEqual([["APPROVED", quote.totalMinor]]);
    const stored = await db.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored).toMatchObject({ status: "BOOKED", reservationId: order.id });
    const audit = await db.userActivity.findFirst({ where: { userId: f.client.id, actorId: f.agent.id, action: "agent-booking" } });
    expect(audit?.meta).toMatchObject({ reference: booking.reference, via: "quote" });
  });

  it("sold out at booking: 409 telling the client to ask the agent, nothing charged, and the quote still open to book", async () => {
    const f = await fixture();
    const quote = await createSupplierQuote(f.agent, f.org, f.input());
    await sendQuote(f.agent.id, f.org, quote.id, "http://localhost:3000");
    f.state.soldOut = true;
    const error = await rejection(f.book(quote.id));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/no longer available.*Nothing was charged.*ask your agent for a new quote/);
    expect(await f.orders()).toBe(0);
    expect(await db.payment.count({ where: { reservation: { userId: f.client.id } } })).toBe(0);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe("SENT");
    expect(f.state.booked).toEqual([]);

    f.state.soldOut = false;
    expect((await f.book(quote.id)).totalMinor).toBe(quote.totalMinor);
  });

  it("a card declined on the provider's page, then Cancel and go back, gives the claim back: the quote can be booked again", async () => {
    const f = await fixture();
    const quote = await createSupplierQuote(f.agent, f.org, f.input());
    const held = await f.hold(quote.id);
    expect(providerPageAlert((await payOnProviderPage(held.paymentUrl!, { ...TEST_CARD, number: "4000 0000 0000 0002" })).page)).toMatch(/declined/);
    expect(await cancelHostedCheckout(held.reference)).toMatchObject({ status: "ENDED" });
    expect((await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).status).not.toBe("BOOKED");
    expect(f.state.booked).toEqual([]);
    expect(await f.book(quote.id)).toMatchObject({ status: "CONFIRMED" });
  });

  it("an offer now sold in another currency is not charged the agreed number in it", async () => {
    const f = await fixture();
    const quote = await createSupplierQuote(f.agent, f.org, f.input());
    f.state.currency = "EUR";
    const error = await rejection(f.book(quote.id));
    expect(error.code).toBe("PRICE_CHANGED");
    expect(error.message).toMatch(/ask your agent for a new quote/);
    expect(await f.orders()).toBe(0);
  });

  it("is booked once: a second booking, even at the same moment, is 409", async () => {
    const f = await fixture();
    const quote = await createSupplierQuote(f.agent, f.org, f.input());
    const results = await Promise.allSettled([f.book(quote.id), f.book(quote.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!.reason as AppError;
    expect(failed.status).toBe(409);
    expect((await rejection(f.book(quote.id))).status).toBe(409);
    expect(await f.orders()).toBe(1);
    expect(f.state.booked).toHaveLength(1);
  });
});

describe("POST /api/agent/quotes/supplier", () => {
  async function agentCookies() {
    const agent = await createUser({ userType: 1 });
    const res = await call("/api/signIn", { body: { jsonSign: { email_id: agent.email, password: TEST_PASSWORD } } });
    return { agent, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
  }

  it("answers 400 with a reason for each bad field, 404 for a product without a supplier here, and is for agents only", async () => {
    const { agent, cookies } = await agentCookies();
    const client = await createUser();
    await db.user.update({ where: { id: client.id }, data: { agentId: agent.id } });
    const bad = await call("/api/agent/quotes/supplier", {
      cookies,
      body: {
        clientId: client.id,
        product: "boats",
        offerId: "",
        travellers: [],
        contact: { firstName: "", lastName: "C", email: "nope" },
        markupPercent: 80,
        validDays: 0,
      },
    });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).error.fields.map((x: { path: string }) => x.path);
    expect(paths).toEqual(expect.arrayContaining(["product", "offerId", "contact.firstName", "contact.email", "markupPercent", "validDays"]));

    // Packages are quoted and booked through their own flow (lib/packages), not as one supplier item.
    const valid = quoteBody(client, { product: "packages", offerId: "off_0000AbCdEf" });
    expect((await call("/api/agent/quotes/supplier", { cookies, body: valid })).status).toBe(404);
    expect((await call("/api/agent/quotes/supplier", { body: valid })).status).toBe(401);
    const member = await createUser();
    const memberSession = await call("/api/signIn", { body: { jsonSign: { email_id: member.email, password: TEST_PASSWORD } } });
    const memberCookies = { "next-auth.session-token": setCookies(memberSession)["next-auth.session-token"]! };
    expect((await call("/api/agent/quotes/supplier", { cookies: memberCookies, body: valid })).status).toBe(403);
  });
});
