import { call, setCookies } from "../support/http";
import { counted } from "../support/cache-stats";
import { closeTestDb, createUser, isoDay, TEST_PASSWORD } from "../support/factories";

afterAll(closeTestDb);

/**
 * Issue #17's micro-cache (scripts/lib/micro-cache.mjs) answers identical public calls from memory: no request may get
 * an answer stored for a request that the route saw differently — a stored answer is shared by every visitor.
 */
describe("the web server's micro-cache cannot be poisoned", () => {
  // A declared length, as browsers send it (a chunked body is never cached).
  const locale = (cookie: string) =>
    call("/api/layout/getCurrencyinfo", { rawBody: "{}", headers: { cookie, "content-type": "application/json", "content-length": "2" } });

  it("a repeated language cookie (the route reads the last one) never shares the plain cookie's answer", async () => {
    for (let i = 0; i < 3; i++) {
      const poisoned = await locale("lan_code=de-DE; lan_code=fr-FR");
      expect((await poisoned.json()).data.currentLanguage).toBe("fr-FR");
    }
    for (let i = 0; i < 3; i++) {
      const plain = await locale("lan_code=de-DE");
      expect((await plain.json()).data.currentLanguage).toBe("de-DE");
    }
    const spaced = await locale("lan_code=de-DE;lan_code =fr-FR");
    expect((await spaced.json()).data.currentLanguage).not.toBe("fr-FR");
  });

  it("a search with a session cookie is never stored nor served from it; a guest's never carries a member's figures", async () => {
    const user = await createUser();
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const session = setCookies(login)["next-auth.session-token"]!;
    const path = `/api/search?product=hotel&destination=paris&checkin=${isoDay(30)}&checkout=${isoDay(32)}&guests=2&rooms=1`;
    for (let i = 0; i < 3; i++) {
      const member = await counted(() => call(path, { cookies: { "next-auth.session-token": session } }));
      expect(member.res.status).toBe(200);
      expect(member.microHit).toBe(false);
    }
    // A made-up session cookie is not a way in either: it bypasses the cache like a real one.
    for (let i = 0; i < 3; i++) expect((await counted(() => call(path, { cookies: { "next-auth.session-token": "forged" } }))).microHit).toBe(false);
    for (let i = 0; i < 3; i++) {
      const guest = await (await call(path)).json();
      expect(guest.data.memberPricing).toBe(false);
      expect(guest.data.results.some((r: { walletCredit?: unknown }) => r.walletCredit)).toBe(false);
    }
  });
});
