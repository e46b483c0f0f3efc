import http from "node:http";
import type { AddressInfo } from "node:net";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { extractLink, listMail, waitForMail } from "../support/mail";
import { startWebServer, type WebServer } from "../support/web-server";

afterAll(closeTestDb);
jest.setTimeout(120_000);

const port = new URL(process.env.TEST_BASE_URL!).port;
const site = `http://localhost:${port}`;
const partnerSite = `http://partner.localhost:${port}`;

function register(email: string) {
  return {
    jsonRegister: {
      email_id: email,
      password: "Sunny!2026",
      title: 2,
      nationality: 1,
      language: "en-US",
      referral_code: null,
      userdetails: { first_name: "Ana", last_name: "Attack", mobile_no: "2025550100", mobile_country_code: "+1", country_code: "US" },
    },
  };
}

/** Issue #16 item 2: "Links in e-mails built from the Host header". */
describe("the Host header never decides where e-mailed links point", () => {
  it("a Host with userinfo (localhost:PORT@evil.example) is refused with 400, and no reset link to evil.example is mailed", async () => {
    const victim = await createUser();
    const res = await call("/api/auth/forgotPassword", {
      body: { email: victim.email },
      headers: { host: `localhost:${port}@evil.example` },
      localAddress: "127.0.0.91",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("BAD_REQUEST");
    // The same call on the real host mails a link on the configured origin; nothing sent before it went to evil.example.
    await call("/api/auth/forgotPassword", { body: { email: victim.email }, localAddress: "127.0.0.91" });
    const mail = await waitForMail(victim.email, { subject: /Reset/ });
    expect(new URL(extractLink(mail, "/change-password?key=")).origin).toBe(site);
    for (const m of await listMail(victim.email)) expect(`${m.text}${m.html ?? ""}`).not.toContain("evil.example");
  });

  it("sign-up, page and API requests with a malformed Host are refused with 400 and write nothing", async () => {
    const email = uniqueEmail("hostattack");
    for (const host of [`localhost:${port}@evil.example`, "evil.example/x", "local host", "localhost:1:2"]) {
      const res = await call("/api/signUp", { body: register(email), headers: { host }, localAddress: "127.0.0.91" });
      expect(res.status).toBe(400);
      expect((await call("/", { headers: { host } })).status).toBe(400);
    }
    expect(await testDb().user.findFirst({ where: { email } })).toBeNull();
  });

  it("a configured host with another port gets links on the configured origin, not the header's port", async () => {
    const victim = await createUser({ org: "partner" });
    await call("/api/auth/forgotPassword", { body: { email: victim.email }, headers: { host: "partner.localhost:9999" }, localAddress: "127.0.0.91" });
    const mail = await waitForMail(victim.email, { subject: /Reset/ });
    expect(new URL(extractLink(mail, "/change-password?key=")).origin).toBe(partnerSite);
  });

  it("a well-formed host no organisation has configured gets 404 (page and API); /api/health still answers", async () => {
    const page = await call("/", { host: "unknown.example" });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain("TravelSaver");
    const api = await call("/api/auth/forgotPassword", { host: "unknown.example", body: { email: uniqueEmail("ghost") }, localAddress: "127.0.0.91" });
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe("NOT_FOUND");
    for (const host of ["unknown.example", "10.0.0.7", `localhost:${port}@evil.example`]) {
      expect((await call("/api/health", { headers: { host } })).status).toBe(200);
    }
    // The configured names still serve their organisation.
    expect((await call("/", { host: "127.0.0.1" })).status).toBe(200);
    expect(await (await call("/", { host: "www.partner.localhost" })).text()).toContain("Blue Lagoon Travel Club");
  });
});

/** Issue #16 item 5: "Login CSRF". */
describe("login CSRF: a cross-site form cannot sign the victim's browser in, with or without cookies", () => {
  it("an auto-submitted text/plain form to /api/signIn from another site is refused and sets no session", async () => {
    const attacker = await createUser();
    const body = JSON.stringify({ jsonSign: { email_id: attacker.email, password: TEST_PASSWORD } });
    const forms: Record<string, string>[] = [
      { "content-type": "text/plain", origin: "https://evil.example" },
      { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { "content-type": "text/plain", origin: "null" },
    ];
    for (const headers of forms) {
      const res = await call("/api/signIn", { method: "POST", rawBody: body, headers, localAddress: "127.0.0.92" });
      expect(res.status).toBe(403);
      expect(setCookies(res)["next-auth.session-token"]).toBeUndefined();
    }
  });

  it("a text/plain body is refused (415) even without browser headers; JSON from non-browsers and the site's own pages works", async () => {
    const user = await createUser();
    const body = JSON.stringify({ jsonSign: { email_id: user.email, password: TEST_PASSWORD } });
    const plain = await call("/api/signIn", { method: "POST", rawBody: body, headers: { "content-type": "text/plain" }, localAddress: "127.0.0.92" });
    expect(plain.status).toBe(415);
    expect(setCookies(plain)["next-auth.session-token"]).toBeUndefined();
    const server = await call("/api/signIn", { method: "POST", rawBody: body, headers: { "content-type": "application/json" }, localAddress: "127.0.0.92" });
    expect(server.status).toBe(200);
    const own = await call("/api/signIn", {
      method: "POST",
      rawBody: body,
      headers: { "content-type": "application/json", origin: site, "sec-fetch-site": "same-origin" },
      localAddress: "127.0.0.92",
    });
    expect(own.status).toBe(200);
    expect(setCookies(own)["next-auth.session-token"]).toBeTruthy();
  });

  it("sign-up from another site's form creates no account", async () => {
    const email = uniqueEmail("csrfsignup");
    const res = await call("/api/signUp", {
      method: "POST",
      rawBody: JSON.stringify(register(email)),
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
      localAddress: "127.0.0.92",
    });
    expect(res.status).toBe(403);
    expect(await testDb().user.findFirst({ where: { email } })).toBeNull();
  });

  it("next-auth's own POSTs refuse another site's page before looking at the form", async () => {
    const res = await call("/api/auth/signin/google", {
      method: "POST",
      rawBody: "csrfToken=x&callbackUrl=%2F&json=true",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

/** Issue #16 item 8: the referral click's redirect accepts only the same origin (scheme, host and port). */
describe("referral click redirect: the organisation's own origin only", () => {
  const click = (redirect: string, host?: string) =>
    call("/api/referral/click", { body: { referral_code: "NOSUCHCODE", redirect }, host, localAddress: "127.0.0.93" }).then(
      async (r) => ((await r.json()) as { data: { redirect: string | null } }).data.redirect,
    );

  it.each([
    "http://localhost:9999/x",
    "https://localhost/x",
    "http://www.localhost:PORT/x",
    "http://localhost./x",
    "http://localhost.:PORT/x",
    "http://user@localhost:PORT/x",
    `${partnerSite}/x`,
  ])("refuses %s", async (redirect) => {
    expect(await click(redirect.replace("PORT", port))).toBeNull();
  });

  it("keeps a path, or a URL on exactly the configured origin (answered as a path)", async () => {
    expect(await click("/resorts?x=1")).toBe("/resorts?x=1");
    expect(await click(`${site}/resorts`)).toBe("/resorts");
    expect(await click(`${partnerSite}/hotel`, "partner.localhost")).toBe("/hotel");
    expect(await click(`${site}/hotel`, "partner.localhost")).toBeNull();
  });
});

/**
 * A reverse proxy as nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` is: it passes the
 * request on, appending the address it received it from to whatever X-Forwarded-For the client sent.
 */
async function startAppendingProxy(targetPort: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    const sent = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": sent ? `${sent}, ${peer}` : peer };
    const upstream = http.request({ host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Seen in an attack: "TRUST_PROXY=1 believes the left-most X-Forwarded-For (and True-Client-IP): behind a proxy that
 * appends, a client picks its own address — 40 wrong passwords with X-Forwarded-For: 198.51.100.N, 127.0.40.1 all
 * got 401 and were never throttled; the correct password was then accepted." A web process of its own with
 * TRUST_PROXY=1 (and the sign-in budget unscaled: 10 failures per address and account) behind an appending proxy.
 */
describe("behind one reverse proxy that appends to X-Forwarded-For (TRUST_PROXY=1)", () => {
  let web: WebServer | undefined;
  let proxy: Awaited<ReturnType<typeof startAppendingProxy>> | undefined;
  beforeAll(async () => {
    web = await startWebServer({ TRUST_PROXY: "1", RATE_LIMIT_MULTIPLIER: "1" });
    proxy = await startAppendingProxy(web.port);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await web?.stop();
  });
  const viaProxy = (path: string, opts: Parameters<typeof call>[1]) => call(`${proxy!.url}${path}`, opts);

  it("get-ip answers the address the proxy saw, whatever the client put in X-Forwarded-For or True-Client-IP", async () => {
    const forged = { "x-forwarded-for": "198.51.100.7", "true-client-ip": "203.0.113.5", "x-real-ip": "203.0.113.6" };
    const res = await viaProxy("/api/get-ip", { headers: forged, localAddress: "127.0.40.9" });
    expect(await res.json()).toEqual({ ip: "127.0.40.9" });
    expect(await (await viaProxy("/api/get-ip", { localAddress: "127.0.40.10" })).json()).toEqual({ ip: "127.0.40.10" });
  });

  it("a new forged left-most X-Forwarded-For on every try does not escape the sign-in throttle", async () => {
    const owner = await createUser();
    const attacker = "127.0.40.1";
    const signIn = (password: string, forged: string, from = attacker) =>
      viaProxy("/api/signIn", { body: { jsonSign: { email_id: owner.email, password } }, headers: { "x-forwarded-for": forged }, localAddress: from });
    const statuses: number[] = [];
    for (let i = 1; i <= 14; i++) {
      const res = await signIn(`Guess!${i}aA`, `198.51.100.${i}`);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(4).fill(429)]);
    const right = await signIn(TEST_PASSWORD, "198.51.100.250");
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    // The owner, from an address of their own through the same proxy, is not affected.
    expect((await signIn(TEST_PASSWORD, "127.0.40.1", "127.0.40.2")).status).toBe(200);
  });
});
