import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { OutboxStatus, Prisma } from "@/lib/generated/prisma/client";
import { errorFields, log } from "@/lib/log";

/**
 * Outgoing e-mail. Every message is first a row of the EmailOutbox table, then delivered:
 *   SMTP_URL set   → sent with nodemailer from MAIL_FROM: SENT, or FAILED with the error (nothing is thrown);
 *   SMTP_URL unset → STORED (readable on the /dev/mailbox page when DEV_MAILBOX is on).
 * A caller's transaction can create the row with queueEmail(tx, …) and call deliverQueued(id) after it commits.
 */
export type EmailMessage = { orgId?: number | null; to: string; subject: string; text: string; html?: string | null };

export type MailboxEntry = {
  id: number;
  orgId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

/** Anything that can insert an outbox row: the Prisma client or a transaction's client. */
export type OutboxWriter = {
  emailOutbox: { create(args: { data: Prisma.EmailOutboxUncheckedCreateInput; select: { id: true } }): PromiseLike<{ id: number }> };
};

/** SMTP must not hold a request up for long: each stage gives up after this. */
const SMTP_TIMEOUT_MS = 10_000;
const MAX_ERROR_TEXT = 1000;

/** Writes the outbox row and delivers it. Throws only when the row cannot be written. */
export async function sendEmail(message: EmailMessage): Promise<{ id: number; status: OutboxStatus | null }> {
  const id = await queueEmail(db, message);
  return { id, status: await deliverQueued(id) };
}

/** Only inserts the outbox row (PENDING), inside the caller's transaction; deliver it with deliverQueued after commit. */
export async function queueEmail(tx: OutboxWriter, message: EmailMessage): Promise<number> {
  const row = await tx.emailOutbox.create({
    data: {
      orgId: message.orgId ?? null,
      to: message.to.trim(),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

/** How long a request waits for its e-mail to go out before it answers; delivery carries on after that. */
const REQUEST_WAIT_MS = 3_000;

/**
 * Delivers a PENDING outbox row and answers its new status (null if that could not be recorded). Never throws: it runs
 * after the caller's work has committed, which must not fail because of mail. A row that is not PENDING (already
 * delivered, or being delivered by a concurrent call) is left alone. A slow or stuck SMTP server does not hold the
 * request up: after `waitMs` the answer is PENDING and the delivery finishes (SENT or FAILED) in the background.
 */
export async function deliverQueued(
  id: number,
  { waitMs = REQUEST_WAIT_MS, claimed = false }: { waitMs?: number; /** the retry round took the row already */ claimed?: boolean } = {},
): Promise<OutboxStatus | null> {
  const delivery = deliver(id, claimed).catch((error: unknown) => {
    log("error", "e-mail: outbox row could not be delivered", { emailId: id, ...errorFields(error) });
    return null;
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<OutboxStatus>((resolve) => {
    timer = setTimeout(() => resolve("PENDING"), waitMs);
  });
  try {
    return await Promise.race([delivery, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** Rows that failed are tried this many times in all (about two hours of outage at the default pace), then left FAILED. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** A row still PENDING and never tried this long after it was written lost its delivery (its writer died, or did not learn the row's id). */
export const ORPHANED_AFTER_MS = 5 * 60 * 1000;

/**
 * Tries FAILED rows again (an SMTP outage, a refused connection), oldest first, backing off exponentially (see below),
 * and sends orphaned PENDING rows. A row is taken with a conditional update, so several web processes retrying at
 * once send each message once. Answers how many were tried and sent.
 */
export async function retryFailedEmails({
  limit = 50,
  now = new Date(),
  backoffMs = 60_000,
}: { limit?: number; now?: Date; backoffMs?: number } = {}): Promise<{ tried: number; sent: number }> {
  if (!env().SMTP_URL) return { tried: 0, sent: 0 };
  const rows = await db.emailOutbox.findMany({
    where: {
      OR: [
        { status: "FAILED", attempts: { lt: MAX_DELIVERY_ATTEMPTS } },
        { status: "PENDING", attempts: 0, createdAt: { lt: new Date(now.getTime() - ORPHANED_AFTER_MS) } },
      ],
    },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, status: true, attempts: true, createdAt: true },
  });
  let tried = 0;
  let sent = 0;
  for (const row of rows) {
    if (row.status === "FAILED") {
      // Exponential back-off from the message's creation: the n-th retry waits for (2^n − 1) × backoffMs.
      if (now.getTime() - row.createdAt.getTime() < (2 ** row.attempts - 1) * backoffMs) continue;
      // Taking the row counts the attempt, so a row being sent is never PENDING with an untried count.
      const taken = await db.emailOutbox.updateMany({
        where: { id: row.id, status: "FAILED", attempts: row.attempts },
        data: { status: "PENDING", attempts: { increment: 1 } },
      });
      if (taken.count === 0) continue;
    }
    tried++;
    if ((await deliverQueued(row.id, { waitMs: SMTP_TIMEOUT_MS * 3, claimed: row.status === "FAILED" })) === "SENT") sent++;
  }
  return { tried, sent };
}

/** Sends a row once: a fresh row (PENDING, never tried) is claimed by counting its first attempt; `claimed` rows were taken by the retry round. */
async function deliver(id: number, claimed: boolean): Promise<OutboxStatus | null> {
  const smtpUrl = env().SMTP_URL;
  // Without SMTP the row is only marked STORED: no need to read it first (every booking's confirmation comes here).
  if (!smtpUrl) {
    const stored = await db.emailOutbox.updateMany({ where: { id, status: "PENDING" }, data: { status: "STORED" } });
    if (stored.count === 1) return "STORED";
  }
  const row = await db.emailOutbox.findUnique({ where: { id } });
  if (!row) {
    log("warn", "e-mail: no such outbox row", { emailId: id });
    return null;
  }
  if (row.status !== "PENDING" || !smtpUrl) return row.status;

  // Claim the row, so that two calls for one id cannot both send it. A PENDING row with attempts counted is being sent.
  if (!claimed) {
    const claim = await db.emailOutbox.updateMany({ where: { id, status: "PENDING", attempts: 0 }, data: { attempts: 1 } });
    if (claim.count === 0) return (await db.emailOutbox.findUnique({ where: { id }, select: { status: true } }))?.status ?? null;
  }

  try {
    await transport(smtpUrl).sendMail({
      from: env().MAIL_FROM,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
    });
  } catch (error) {
    const text = describe(error);
    log("warn", "e-mail: SMTP delivery failed", { emailId: id, detail: text });
    await db.emailOutbox.update({ where: { id }, data: { status: "FAILED", error: text } });
    return "FAILED";
  }
  await db.emailOutbox.update({ where: { id }, data: { status: "SENT", sentAt: new Date(), error: null } });
  return "SENT";
}

/** The outbox, newest first, for the development mailbox page. */
export async function listMailbox({ to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<MailboxEntry[]> {
  const address = to?.trim();
  return db.emailOutbox.findMany({
    where: address ? { to: { equals: address, mode: "insensitive" } } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(Math.trunc(limit) || 1, 1), 500),
  });
}

// One transporter per process (per SMTP_URL, so tests may point it elsewhere), kept across dev reloads.
const globalForMail = globalThis as unknown as { __mailTransport?: { url: string; transporter: Transporter } };

function transport(url: string): Transporter {
  const cached = globalForMail.__mailTransport;
  if (cached?.url === url) return cached.transporter;
  cached?.transporter.close();
  // Settings in the URL's query (e.g. ?ignoreTLS=true) take precedence over these.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  globalForMail.__mailTransport = { url, transporter };
  return transporter;
}

/** Closes the process's SMTP transporter (tests, shutdown). */
export function closeMailTransport(): void {
  globalForMail.__mailTransport?.transporter.close();
  globalForMail.__mailTransport = undefined;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_ERROR_TEXT);
  const code = (error as { code?: unknown }).code;
  return (typeof code === "string" && !error.message.includes(code) ? `${code}: ${error.message}` : error.message).slice(0, MAX_ERROR_TEXT);
}
