/**
 * What a member feels, timed in a real browser (Debian's Chromium through Playwright) against the bench's web process:
 * from the click to the settled page, for sign-in (the reloaded page shows the member's name), a language switch
 * (the page is back in Arabic) and a cancellation (My Trips lists the trip as cancelled). Each is the median of
 * BENCH_FELT_ROUNDS (7) rounds, each round in a fresh browser context; the target is under FELT_TARGET_MS.
 */
import { randomUUID } from "node:crypto";
import { chromium } from "@playwright/test";
import { SEARCH_DESTINATION } from "./targets.mjs";

export const FELT_TARGET_MS = 500;
const MEMBER = { email: "member@demo.test", password: "Demo!2345", name: "Maya" };
const CARD = { number: "4242 4242 4242 4242", name: "Felt Speed", expiry: "12/39", cvc: "123" };
const TRAVELER = { title: 2, firstName: "Felt", lastName: "Speed", email: "felt.speed@example.test" };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

async function timed(action, settled) {
  const started = performance.now();
  await action();
  await settled();
  return performance.now() - started;
}

async function signInRound(browser, base) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByTestId("header-sign-in").click();
  await page.getByTestId("sign-in-email").fill(MEMBER.email);
  await page.getByTestId("sign-in-password").fill(MEMBER.password);
  const ms = await timed(
    () => page.getByTestId("sign-in-submit").click(),
    async () => {
      await page.getByTestId("user-menu-name").filter({ hasText: MEMBER.name }).waitFor();
      await page.waitForLoadState("load");
    },
  );
  return { ms, context, page };
}

async function languageRound(page) {
  await page.getByTestId("language-button").click();
  const ms = await timed(
    () => page.getByTestId("language-option-ar-SA").click(),
    async () => {
      await page.locator('html[lang="ar-SA"]').waitFor({ state: "attached" });
      await page.getByTestId("language-button").filter({ hasText: "العربية" }).waitFor();
      await page.waitForLoadState("load");
    },
  );
  await page.context().clearCookies({ name: "lan_code" });
  return ms;
}

/** Books a Paris stay as the signed-in member (through the API: the checkout is not what is timed here). */
async function bookStay(context, base) {
  const found = await (await context.request.get(`${base}${SEARCH_DESTINATION}`)).json();
  const hit = found?.data?.results?.find((r) => r.cheapestRoom?.roomTypeId);
  if (!hit) throw new Error("felt speed: the Paris search found no room to book");
  const params = new URLSearchParams(SEARCH_DESTINATION.split("?")[1]);
  const res = await context.request.post(`${base}/api/booking/book`, {
    data: {
      propertyId: hit.property.id,
      roomTypeId: hit.cheapestRoom.roomTypeId,
      checkIn: params.get("checkin"),
      checkOut: params.get("checkout"),
      guests: 2,
      rooms: 1,
      traveler: TRAVELER,
      card: CARD,
      idempotencyKey: randomUUID(),
    },
  });
  const body = await res.json();
  if (!res.ok()) throw new Error(`felt speed: booking failed (${res.status()} ${JSON.stringify(body.error ?? body)})`);
  return body.data.reference;
}

async function cancelRound(context, page, base) {
  const reference = await bookStay(context, base);
  await page.goto("/user/my-trips");
  await page.getByTestId("upcoming-trips").locator(`[data-reference="${reference}"]`).getByTestId("cancel-booking").click();
  await page.getByTestId("cancel-dialog").waitFor();
  return timed(
    () => page.getByTestId("confirm-cancel").click(),
    () => page.getByTestId("past-trips").locator(`[data-reference="${reference}"]`).getByTestId("trip-status").filter({ hasText: "Cancelled" }).waitFor(),
  );
}

/** Returns one row per action: { name, medianMs, maxMs, rounds, ok }. */
export async function measureFeltSpeed(base, { rounds = Number(process.env.BENCH_FELT_ROUNDS ?? 7) } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
  const times = { "sign-in": [], "language switch": [], cancellation: [] };
  try {
    // One unmeasured round warms the build's first renders and the browser's cache of its scripts.
    for (let round = 0; round <= rounds; round++) {
      const { ms, context, page } = await signInRound(browser, base);
      const language = await languageRound(page);
      await page.goto("/");
      const cancel = await cancelRound(context, page, base);
      await context.close();
      if (round === 0) continue;
      times["sign-in"].push(ms);
      times["language switch"].push(language);
      times.cancellation.push(cancel);
    }
  } finally {
    await browser.close();
  }
  return Object.entries(times).map(([name, values]) => {
    const medianMs = median(values);
    return { name, medianMs, maxMs: Math.round(Math.max(...values)), rounds: values.length, ok: medianMs < FELT_TARGET_MS };
  });
}

export function feltTable(rows) {
  return [
    `Felt speed (Chromium, click to settled page, median of ${rows[0]?.rounds ?? 0} rounds; target under ${FELT_TARGET_MS} ms):`,
    "",
    "| action | median ms | slowest ms | |",
    "|---|---:|---:|---|",
    ...rows.map((r) => `| ${r.name} | ${r.medianMs} | ${r.maxMs} | ${r.ok ? "met" : "MISSED"} |`),
    "",
  ].join("\n");
}
