import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { eventually } from "../support/eventually";
import { createOrganization, updateOrganization } from "@/lib/org/admin";
import { setOrgCss } from "@/lib/org/css";
import { randomBytes } from "node:crypto";

afterAll(closeTestDb);

const partner = { host: "partner.localhost" };

describe("white-label CSS calls", () => {
  it("POST /api/general/getwhitelabelcss {pageCode} returns the host's organisation's CSS only", async () => {
    const mine = await (await call("/api/general/getwhitelabelcss", { ...partner, body: { pageCode: "global" } })).json();
    expect(mine).toMatchObject({ status: 1, data: { pageCode: "global" } });
    expect(mine.data.css).toContain("text-transform: uppercase");
    const other = await (await call("/api/general/getwhitelabelcss", { body: { pageCode: "global" } })).json();
    expect(other.data.css).toBe("");
  });

  it("GET /api/general/getCss/{name} serves a stylesheet with ETag and Cache-Control, and 304 when unchanged", async () => {
    const res = await call("/api/general/getCss/global.css", partner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(await res.text()).toContain(".hero-gradient");
    expect((await call("/api/general/getCss/global.css", { ...partner, headers: { "if-none-match": etag } })).status).toBe(304);
    // Another organisation's CSS is not reachable through this host.
    expect((await call("/api/general/getCss/global.css")).status).toBe(404);
  });

  it("POST /api/general/getCssPreAndPostLogin needs the organisation's API key (401 otherwise)", async () => {
    expect((await call("/api/general/getCssPreAndPostLogin", { ...partner, body: { pageCode: "global", apikey: "wrong" } })).status).toBe(401);
    expect((await call("/api/general/getCssPreAndPostLogin", { ...partner, body: { pageCode: "global" } })).status).toBe(400);
    // The default organisation's key does not open the partner's CSS.
    expect((await call("/api/general/getCssPreAndPostLogin", { ...partner, body: { pageCode: "global", apikey: "demo-default-api-key" } })).status).toBe(401);
    const ok = await call("/api/general/getCssPreAndPostLogin", { ...partner, body: { pageCode: "global", apikey: "demo-partner-api-key" } });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.data.preLogin).toContain(".hero-gradient");
    expect(body.data.postLogin).toContain(".hero-gradient");
  });

  it.each([
    ["a 1 MB page code", { pageCode: "p".repeat(1024 * 1024) }],
    ["a path in the page code", { pageCode: "../../etc/passwd" }],
    ["markup in the page code", { pageCode: "<script>" }],
    ["a wrong type", { pageCode: 42 }],
    ["nothing", {}],
  ])("refuses %s with a clear 4xx", async (_, body) => {
    const res = await call("/api/general/getwhitelabelcss", { ...partner, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("stores partner CSS sanitised: injection attempts never reach the stylesheet", async () => {
    const org = await testDb().organization.findUniqueOrThrow({ where: { slug: "partner" } });
    const pageCode = `inj${randomBytes(3).toString("hex")}`;
    const result = await setOrgCss(
      org.id,
      pageCode,
      "a{color:red}</style><script>alert(1)</script>@import url(https://evil.example/x.css); b{width:expression(alert(1))}",
    );
    expect(result.removed.length).toBeGreaterThanOrEqual(3);
    const css = await (await call(`/api/general/getCss/${pageCode}.css`, partner)).text();
    expect(css).toContain("a{color:red}");
    expect(css).not.toMatch(/<|evil\.example|expression/);
  });

  it("the partner's pages link its stylesheet; the default organisation's do not", async () => {
    expect(await (await call("/", partner)).text()).toMatch(
      /<link rel="stylesheet" href="\/api\/general\/getCss\/global\.css\?variant=pre&amp;v=[0-9a-f]{12}"/,
    );
    expect(await (await call("/")).text()).not.toContain("/api/general/getCss/");
  });
});

describe("GET /api/general/getOrgConfig", () => {
  it("returns the SPEC §3 organisation config for each host", async () => {
    const def = await (await call("/api/general/getOrgConfig")).json();
    expect(def.data).toMatchObject({
      orgName: "TravelSaver",
      calendarType: "gregorian",
      minCheckinDays: 1,
      displayPrice: "WITH_TAX",
      orgCountryData: { code: "US" },
      googleTagId: null,
    });
    expect(def.data.eligibleProducts).toContainEqual({ product_id: "cruises" });
    const part = await (await call("/api/general/getOrgConfig", partner)).json();
    expect(part.data).toMatchObject({
      orgName: "Blue Lagoon Travel Club",
      minCheckinDays: 3,
      weekStart: 1,
      displayPrice: "WITHOUT_TAX",
      orgCountryData: { code: "GB" },
      themeType: "holidayDest",
    });
    expect(part.data.eligibleProducts).not.toContainEqual({ product_id: "cruises" });
  });
});

describe("POST /api/general/getGeolocationByIp", () => {
  it("private and loopback addresses resolve to the organisation's country, and set userCountryCode", async () => {
    const res = await call("/api/general/getGeolocationByIp", { ...partner, body: {} });
    const body = await res.json();
    expect(body.data).toMatchObject({ source: "organization", countryCode: "GB", isdCode: "+44", suggestedCurrency: "GBP" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("userCountryCode=GB"))).toBe(true);
  });
});

describe("operators add and change organisations without code (lib/org/admin, behind `npm run org`)", () => {
  it("a new organisation is served on its host with its name, theme, products and Google tag (with the CSP nonce)", async () => {
    const slug = `t${randomBytes(3).toString("hex")}`;
    const host = `${slug}.localhost`;
    const { apiKey } = await createOrganization({
      slug,
      hosts: [host],
      settings: {
        name: "Tern Travel",
        themeType: "tournament",
        primaryColor: "#123456",
        secondaryColor: "#654321",
        eligibleProducts: ["hotel", "activities"],
        googleTagId: "G-TERN1234",
        countryCode: "FR",
        defaultCurrency: "EUR",
      },
    });
    expect(apiKey.length).toBeGreaterThan(20);
    const res = await call("/", { host });
    const html = await res.text();
    expect(html).toContain("Tern Travel");
    expect(html).toContain("--brand-primary:#123456");
    expect(html).toContain('href="/activities"');
    expect(html).not.toContain('href="/cruises"');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    expect(html).toContain(`src="https://www.googletagmanager.com/gtag/js?id=G-TERN1234"`);
    // A plain substring: the base64 nonce may hold "+" or "/", which a RegExp would read as syntax.
    expect(html).toContain(`<script async="" nonce="${nonce}" src="https://www.googletagmanager.com`);

    await updateOrganization(slug, { settings: { name: "Tern Travel Club", eligibleProducts: ["hotel", "cruises"] } });
    // The server under test keeps an organisation for ORG_CACHE_TTL (1 s) unless the change notice arrives first.
    const after = await eventually(
      async () => (await call("/", { host })).text(),
      (html) => html.includes("Tern Travel Club"),
      { timeoutMs: 5_000, everyMs: 100 },
    );
    expect(after).toContain('href="/cruises"');
  });

  it("refuses invalid settings and hosts that belong to another organisation", async () => {
    await expect(createOrganization({ slug: "Bad Slug", hosts: ["x.localhost"], settings: { name: "X" } })).rejects.toThrow();
    await expect(createOrganization({ slug: "dup-host", hosts: ["partner.localhost"], settings: { name: "Dup" } })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(updateOrganization("partner", { settings: { primaryColor: "red" } })).rejects.toThrow(/#rrggbb/);
    await expect(updateOrganization("partner", { settings: { timeZone: "Mars/Base" } })).rejects.toThrow(/time zone/);
    await expect(updateOrganization("partner", { settings: { countryCode: "ZZ" } })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });
});
