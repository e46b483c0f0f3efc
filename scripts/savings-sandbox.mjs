#!/usr/bin/env node
/**
 * The savings provider's sandbox (`npm run savings:sandbox`; started by `npm start` and `npm test`). In memory:
 *   POST /members/lookup   { member_customer_identifier } → { code: 200, member } | { code: 404 }
 *   POST /members/import   { reqSaving: { import: { members: [...] } } } → { data: [{ valid_members_count }] }
 *                          (idempotent by member_customer_identifier: importing a known member counts it once)
 *   GET  /director?cvt=    the programme's landing page, greeting the member the cvt names
 *   POST /__fault          { mode: "none"|"500"|"slow"|"malformed"|"zero"|"two", times?: n } — for fault tests
 *   GET  /__members        every member (tests)
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { listenOn } from "./lib/ports.mjs";
import { escapeHtml } from "./stand-ins/html.mjs";
import { providerPage } from "./stand-ins/provider-page.mjs";

/**
 * `port` 0 picks a free port. When `port` is taken, `fallback: true` picks a free one instead (npm start's default
 * 4010: the web process is given the sandbox's URL, whatever its port); otherwise it fails naming SAVINGS_SANDBOX_PORT.
 */
export async function startSavingsSandbox({ port = 0, host = "127.0.0.1", fallback = false } = {}) {
  const members = new Map();
  const arrivals = [];
  let fault = { mode: "none", times: Infinity };

  const takeFault = () => {
    if (fault.mode === "none" || fault.times <= 0) return "none";
    fault.times -= 1;
    return fault.mode;
  };
  const send = (res, status, body, type = "application/json") => {
    res.writeHead(status, { "content-type": type });
    res.end(type === "application/json" ? JSON.stringify(body) : body);
  };
  const readBody = (req) =>
    new Promise((resolve) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        try {
          resolve(JSON.parse(raw || "{}"));
        } catch {
          resolve(null);
        }
      });
    });
  const cvtOf = (m) =>
    createHash("sha256").update([m.program_customer_identifier, m.program_customer_identifier, m.member_customer_identifier].join("-")).digest("hex");

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://sandbox");
    if (req.method === "POST" && url.pathname === "/__fault") {
      const body = (await readBody(req)) ?? {};
      fault = { mode: body.mode ?? "none", times: body.times ?? Infinity };
      return send(res, 200, { ok: true, fault });
    }
    if (req.method === "GET" && url.pathname === "/__members") return send(res, 200, [...members.values()]);
    if (req.method === "GET" && url.pathname === "/director") {
      const cvt = url.searchParams.get("cvt") ?? "";
      const member = [...members.values()].find((m) => cvtOf(m) === cvt);
      arrivals.push({ cvt, member: member?.member_customer_identifier ?? null, at: new Date().toISOString() });
      return send(res, member ? 200 : 404, directorPage(member), "text/html; charset=utf-8");
    }
    if (req.method !== "POST" || !["/members/lookup", "/members/import"].includes(url.pathname)) return send(res, 404, { error: "not found" });
    const mode = takeFault();
    if (mode === "500") return send(res, 500, { error: "sandbox failure" });
    if (mode === "slow") await new Promise((r) => setTimeout(r, 10_000));
    if (mode === "malformed") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{not json");
    }
    const body = await readBody(req);
    if (!body) return send(res, 400, { error: "bad json" });
    if (url.pathname === "/members/lookup") {
      const m = members.get(body.member_customer_identifier);
      return send(res, 200, m ? { code: 200, member: m } : { code: 404 });
    }
    const list = body?.reqSaving?.import?.members;
    if (!Array.isArray(list)) return send(res, 400, { error: "members missing" });
    let valid = 0;
    for (const m of list) {
      if (m && m.member_customer_identifier && m.email_address && m.member_status === "OPEN") {
        if (!members.has(m.member_customer_identifier)) members.set(m.member_customer_identifier, { ...m, created_at: new Date().toISOString() });
        valid += 1;
      }
    }
    if (mode === "zero") valid = 0;
    if (mode === "two") valid = 2;
    return send(res, 200, { data: [{ valid_members_count: valid }] });
  });
  await listenOn(server, { port, host, what: "the savings provider sandbox", setting: "SAVINGS_SANDBOX_PORT", fallback });
  const url = `http://${host}:${server.address().port}`;
  return {
    url,
    members,
    arrivals,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startSavingsSandbox({ port: Number(process.env.SAVINGS_SANDBOX_PORT ?? 4010) }).then(
    (sandbox) => console.log(`Savings sandbox on ${sandbox.url} (director page: ${sandbox.url}/director)`),
    (error) => {
      console.error(`savings sandbox: ${error.message}`);
      process.exit(1);
    },
  );
}

/**
 * The programme's landing page: who arrived and what enrolment gives them. The provider knows the enrolment, not the
 * site's plans, so it speaks of the one and not the other; the cvt stays in the address (SPEC §2), not on the page.
 */
function directorPage(member) {
  const who = member ? `${member.first_name} ${member.last_name} (${member.member_customer_identifier})` : "an unknown member";
  const body = `<div class="card"><p data-testid="director-member"><strong>Welcome, ${escapeHtml(who)}.</strong></p>
<p class="muted" data-testid="director-status">${member ? "You are enrolled in the savings programme: its member rates are open to you on every product below. Your plan with the site you came from is shown there, in your profile." : "We could not find an enrolment for this link. Ask the site you came from to enrol you again."}</p></div>`;
  return providerPage({
    title: "Savings programme — member home",
    provider: "TravelSaver Programme",
    brand: "#0f766e",
    brand2: "#155e75",
    heading: "Your member savings",
    intro: "Exclusive member pricing on hotels, condos, cruises and car rentals, with savings tracked on every booking.",
    body,
    tiles: member
      ? [
          { title: "Hotel savings", text: "Up to 40% below public rates at hotels worldwide.", price: "Member rate" },
          { title: "Condo weeks", text: "Seven-night condo stays at resorts in 80 countries.", price: "From $299 a week" },
          { title: "Cruise offers", text: "Cabin upgrades and onboard credit on selected sailings.", price: "Save up to $500" },
          { title: "Savings tracker", text: "Every booking adds to your yearly savings statement.", price: "Updated nightly" },
        ]
      : [],
  });
}
