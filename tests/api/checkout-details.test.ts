import { Client } from "pg";
import { call, setCookies } from "../support/http";
import { closeTestDb, createOrg, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { createCard, createOrgCertificate } from "../support/wallet-factory";
import { eventually } from "../support/eventually";
import { orgCertificateCardCode } from "@/lib/wallet/cards";

afterAll(closeTestDb);

async function signedIn(opts: Parameters<typeof createUser>[0] & { host?: string } = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } }, host: opts.host });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

const details = (body: unknown, cookies?: Record<string, string>, host?: string) => call("/api/booking/checkout-details", { body, cookies, host });
const ask = { product: "HLT", totalMinor: 22_000, currency: "USD" };

describe("POST /api/booking/checkout-details: a member's own part of a shared checkout", () => {
  it("answers the member's details, saved travellers and wallet for the quote the page shows", async () => {
    const { user, cookies } = await signedIn({ planStatus: "ACTIVE", firstName: "Ada", lastName: "Walker" });
    await testDb().user.update({ where: { id: user.id }, data: { mobileNo: "+442071234567" } });
    await testDb().traveler.create({ data: { userId: user.id, title: 3, firstName: "Lena", lastName: "Berg", email: "lena@example.test" } });
    await createCard(user, { type: "CASH_CARD", amountMinor: 5_000 });
    const res = await details(ask, cookies);
    expect(res.status).toBe(200);
    const { status, data } = await res.json();
    expect(status).toBe(1);
    expect(data.canBook).toBe(true);
    expect(data.prefill).toEqual({ title: 2, firstName: "Ada", lastName: "Walker", email: user.email, phone: "+442071234567", nationality: 1 });
    expect(data.travelers.map((t: { firstName: string }) => t.firstName)).toEqual(["Lena"]);
    expect(data.wallet).toMatchObject({ product: "HLT", totalMinor: 22_000, currency: "USD", displayCurrency: "USD" });
    expect(data.wallet.cashCards).toEqual([expect.objectContaining({ balance_minor: 5_000, applies: true })]);
  });

  it("the same answer as the checkout rendered for the member alone: no wallet when nothing applies, EUR shown in EUR", async () => {
    const { user, cookies } = await signedIn({ planStatus: "ACTIVE" });
    const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000 }] });
    const own = await (
      await call(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(10)}&checkout=${isoDay(11)}&guests=1&rooms=1`, { cookies })
    ).text();
    expect(own).toContain('data-testid="wallet-none"');
    expect((await (await details(ask, cookies)).json()).data.wallet).toBeNull();
    await createCard(user, { type: "CASH_CARD", amountMinor: 2_000 });
    const eur = await (await details(ask, { ...cookies, currency_code: "EUR" })).json();
    expect(eur.data.wallet.displayCurrency).toBe("EUR");
  });

  it("SPEC §6 'can_user_book must be 1': an account that may not book gets nothing of its own, only that", async () => {
    const { user, cookies } = await signedIn();
    await testDb().user.update({ where: { id: user.id }, data: { canUserBook: 0 } });
    expect((await (await details(ask, cookies)).json()).data).toEqual({ canBook: false });
  });

  it("asks a visitor to sign in, and refuses bad input with a field-level reason", async () => {
    expect((await details(ask)).status).toBe(401);
    const { cookies } = await signedIn();
    for (const [body, path] of [
      [{ ...ask, product: "XYZ" }, "product"],
      [{ ...ask, totalMinor: -1 }, "totalMinor"],
      [{ ...ask, totalMinor: 1.5 }, "totalMinor"],
      [{ ...ask, currency: "usd" }, "currency"],
      [{ ...ask, userId: 1 }, "(body)"],
    ] as const) {
      const res = await details(body, cookies);
      expect(res.status).toBe(400);
      const fields = (await res.json()).error.fields as { path: string }[];
      expect(fields.map((f) => f.path)).toContain(path);
    }
  });
});

describe("the organisation's certificates on the checkout's wallet panel", () => {
  it("offers those for the product, dearest first, without one already issued to the member, and follows changes to them", async () => {
    const org = await createOrg();
    const big = await createOrgCertificate(org.id, { product: "HLT", priceMinor: 3_000, name: "Big" });
    const small = await createOrgCertificate(org.id, { product: "HLT", priceMinor: 2_000, name: "Small" });
    await createOrgCertificate(org.id, { product: "ACT", priceMinor: 4_000, name: "Activity" });
    const { user, cookies } = await signedIn({ orgId: org.id, host: org.host });
    const offered = async () => {
      const { wallet } = (await (await details(ask, cookies, org.host)).json()).data;
      return { names: wallet.orgCertificates.map((c: { name: string }) => c.name), defaultId: wallet.defaultOrgCertificateId };
    };
    expect(await offered()).toEqual({ names: ["Big", "Small"], defaultId: big.id });

    // Issued to the member (what booking with it does): no longer offered.
    await createCard(user, { type: "CERTIFICATE", code: orgCertificateCardCode(big.id, user.id), status: "USED" });
    await eventually(offered, (o) => o.names.join() === "Small", { timeoutMs: 5_000, everyMs: 100 });
    // Withdrawn by the organisation: gone from the panel too.
    await testDb().orgCertificate.update({ where: { id: small.id }, data: { active: false } });
    await eventually(offered, (o) => o.names.length === 0 && o.defaultId === null, { timeoutMs: 5_000, everyMs: 100 });
  });

  it("a change to an organisation's certificates is announced on org_changed, as a change to the organisation is", async () => {
    const org = await createOrg();
    const listener = new Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on("notification", (n) => n.channel === "org_changed" && heard.push(n.payload ?? ""));
      await listener.query("LISTEN org_changed");
      const cert = await createOrgCertificate(org.id, { name: "Announced" });
      await testDb().orgCertificate.delete({ where: { id: cert.id } });
      await eventually(
        async () => heard.filter((table) => table === "OrgCertificate").length,
        (count) => count === 2,
        { timeoutMs: 5_000, everyMs: 50 },
      );
    } finally {
      await listener.end();
    }
  });
});
