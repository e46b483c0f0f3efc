/**
 * Many distinct members for the bench's member rows: a per-session cache must not be able to fake a member's figure,
 * so the load rotates through BENCH_MEMBERS (40) members, each signed in with a session of its own and holding one
 * booked stay (My Trips, booking history and the reservations call have something to read).
 * The members share the demo member's password hash (one argon2id hash, copied), so making them costs no hashing.
 */
import { randomUUID } from "node:crypto";
import { bookAndPay } from "./pay-on-page.mjs";

export async function createBenchMembers({ base, databaseUrl, stays, count = Number(process.env.BENCH_MEMBERS ?? 40) }) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run = randomUUID().slice(0, 8);
  const emails = [];
  try {
    const { rows } = await client.query(
      `SELECT u."orgId", p.hash FROM "User" u JOIN "PasswordCredential" p ON p."userId" = u.id WHERE u.email = 'member@demo.test' ORDER BY u."orgId" LIMIT 1`,
    );
    if (!rows[0]) throw new Error("bench members: the demo member is missing");
    const { orgId, hash } = rows[0];
    for (let i = 0; i < count; i++) {
      const email = `bench-${run}-${i}@bench.test`;
      const user = await client.query(
        `INSERT INTO "User" ("orgId", email, "emailVerifiedAt", "firstName", "lastName", "updatedAt") VALUES ($1, $2, now(), 'Bench', $3, now()) RETURNING id`,
        [orgId, email, `Member ${i}`],
      );
      await client.query(`INSERT INTO "PasswordCredential" ("userId", hash, "updatedAt") VALUES ($1, $2, now())`, [user.rows[0].id, hash]);
      emails.push(email);
    }
  } finally {
    await client.end();
  }
  const cookies = [];
  let booked = 0;
  for (const [i, email] of emails.entries()) {
    const cookie = await signInAs(base, email);
    if (await bookSomeStay(base, cookie, stays, i, email)) booked += 1;
    cookies.push(cookie);
  }
  console.log(`> ${cookies.length} bench members signed in, ${booked} of them with a booked stay`);
  return cookies;
}

export async function signInAs(base, email) {
  const res = await fetch(`${base}/api/signIn`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonSign: { email_id: email, password: "Demo!2345" } }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  if (!cookie) throw new Error(`the account ${email} could not sign in (${res.status})`);
  return withSiteCookies(base, cookie.split(";")[0]);
}

/**
 * The session cookie with the cookies the site sets on a first page view (language, currency, organisation,
 * country, session key, client address: SPEC §9) and on a first view of the referral pages (the device's referral
 * cookie), as a browser sends them on every later request.
 */
async function withSiteCookies(base, sessionCookie) {
  const site = [];
  for (const [path, accept] of [
    ["/", "text/html"],
    ["/api/referral/getCampaignList", "application/json"],
  ]) {
    const res = await fetch(`${base}${path}`, { headers: { accept, cookie: [sessionCookie, ...site].join("; ") } });
    await res.arrayBuffer();
    site.push(...res.headers.getSetCookie().map((c) => c.split(";")[0]));
  }
  return [sessionCookie, ...site].join("; ");
}

/** The rooms of a search run out: each member tries the stays (and the same stays 3 days later) from its own turn on. */
async function bookSomeStay(base, cookie, stays, turn, email) {
  const candidates = [0, 3].flatMap((days) => stays.map((stay) => ({ ...stay, checkIn: shift(stay.checkIn, days), checkOut: shift(stay.checkOut, days) })));
  for (let k = 0; k < candidates.length; k++) {
    const status = await bookOneStay(base, cookie, candidates[(turn + k) % candidates.length], email);
    if (status === 200) return true;
    if (status !== 409) throw new Error(`bench members: booking for ${email} failed (${status})`);
  }
  return false;
}

const shift = (isoDay, days) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function bookOneStay(base, cookie, stay, email) {
  return (await bookAndPay(base, cookie, stay, email)).status;
}
