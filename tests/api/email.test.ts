import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { db } from "@/lib/db";
import {
  closeMailTransport,
  deliverQueued,
  listMailbox,
  MAX_DELIVERY_ATTEMPTS,
  ORPHANED_AFTER_MS,
  queueEmail,
  retryFailedEmails,
  sendEmail,
} from "@/lib/email";
import { env, resetEnvCache } from "@/lib/env";
import { closedPort } from "../support/ports";

/** lib/email against the test database and an in-process SMTP server (no TLS, no login). */
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
const savedSmtpUrl = process.env.SMTP_URL;
const savedMailbox = process.env.DEV_MAILBOX;
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@mail-test.example`;

function useSmtp(url: string | undefined) {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnvCache();
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => (received.push(mail), callback()),
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  closeMailTransport();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.emailOutbox.deleteMany({ where: { to: { endsWith: `.${run}@mail-test.example` } } });
  useSmtp(savedSmtpUrl);
  if (savedMailbox === undefined) delete process.env.DEV_MAILBOX;
  else process.env.DEV_MAILBOX = savedMailbox;
  resetEnvCache();
  await db.$disconnect();
});

beforeEach(() => {
  received.length = 0;
});

describe("sendEmail over SMTP", () => {
  it.each([
    ["a plain smtp:// URL", (port: number) => `smtp://127.0.0.1:${port}`],
    ["a URL with ?ignoreTLS=true", (port: number) => `smtp://127.0.0.1:${port}/?ignoreTLS=true`],
  ])("delivers with %s and marks the row SENT", async (_label, url) => {
    useSmtp(url(smtpPort));
    const to = address("sent");
    const result = await sendEmail({
      orgId: 1,
      to,
      subject: "Confirm your account",
      text: "Open http://localhost/verify-account?key=abc",
      html: "<p>Open</p>",
    });
    expect(result.status).toBe("SENT");

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(to);
    expect(mail.subject).toBe("Confirm your account");
    expect(mail.text?.trim()).toBe("Open http://localhost/verify-account?key=abc");
    expect(mail.html).toContain("<p>Open</p>");
    expect(mail.from?.text).toContain(env().MAIL_FROM.match(/<(.+)>/)![1]!);

    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({ status: "SENT", attempts: 1, error: null, orgId: 1, to });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("marks the row FAILED with the error when the SMTP server cannot be reached, and throws nothing", async () => {
    useSmtp(`smtp://127.0.0.1:${await closedPort()}`);
    const to = address("failed");
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const result = await sendEmail({ to, subject: "Reset your password", text: "x" });
      expect(result.status).toBe("FAILED");
      const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } });
      expect(row.status).toBe("FAILED");
      expect(row.attempts).toBe(1);
      expect(row.error).toMatch(/ECONNREFUSED/);
      expect(row.sentAt).toBeNull();
    } finally {
      stderr.mockRestore();
    }
  });
});

describe("retrying failed deliveries (retryFailedEmails, the web process's schedule and npm run mail:retry)", () => {
  it("sends a FAILED message once the server is back, exactly once however many rounds run", async () => {
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      useSmtp(`smtp://127.0.0.1:${await closedPort()}`);
      const to = address("retry");
      const { id, status } = await sendEmail({ to, subject: "Verify your e-mail", text: "x" });
      expect(status).toBe("FAILED");

      useSmtp(`smtp://127.0.0.1:${smtpPort}`);
      // Back-off: a message that failed once waits (2^1 − 1) × backoff after its creation.
      await retryFailedEmails({ backoffMs: 60_000 });
      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "FAILED", attempts: 1 });
      const rounds = await Promise.all([retryFailedEmails({ backoffMs: 0 }), retryFailedEmails({ backoffMs: 0 })]);
      expect(rounds.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(1);
      await retryFailedEmails({ backoffMs: 0 });
      expect(received.filter((m) => m.to && JSON.stringify(m.to).includes(to))).toHaveLength(1);
      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "SENT", attempts: 2 });
    } finally {
      stderr.mockRestore();
    }
  });

  it("sends a PENDING message whose delivery never started (its writer died or lost the id), once, and only when it is old", async () => {
    useSmtp(`smtp://127.0.0.1:${smtpPort}`);
    const to = address("orphan");
    const orphan = await queueEmail(db, { to, subject: "Booking confirmed", text: "x" });
    const fresh = await queueEmail(db, { to: address("in-flight"), subject: "Still on its way", text: "x" });
    await db.emailOutbox.update({ where: { id: orphan }, data: { createdAt: new Date(Date.now() - ORPHANED_AFTER_MS - 1000) } });
    await Promise.all([retryFailedEmails({ backoffMs: 0 }), retryFailedEmails({ backoffMs: 0 })]);
    expect(received.filter((m) => JSON.stringify(m.to).includes(to))).toHaveLength(1);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: orphan } })).toMatchObject({ status: "SENT", attempts: 1 });
    // A row written moments ago is its writer's to deliver.
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: fresh } })).toMatchObject({ status: "PENDING", attempts: 0 });
  });

  it("gives up after MAX_DELIVERY_ATTEMPTS and leaves the row FAILED for an operator", async () => {
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      useSmtp(`smtp://127.0.0.1:${await closedPort()}`);
      const { id } = await sendEmail({ to: address("gives-up"), subject: "x", text: "x" });
      for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) await retryFailedEmails({ backoffMs: 0 });
      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "FAILED", attempts: MAX_DELIVERY_ATTEMPTS });
    } finally {
      stderr.mockRestore();
    }
  });
});

describe("without SMTP_URL", () => {
  it("keeps the message in the outbox as STORED and turns the dev mailbox on by default", async () => {
    useSmtp(undefined);
    delete process.env.DEV_MAILBOX;
    resetEnvCache();
    expect(env().DEV_MAILBOX).toBe(true);
    const to = address("stored");
    const result = await sendEmail({ to, subject: "Stored", text: "kept" });
    expect(result.status).toBe("STORED");
    expect(received).toHaveLength(0);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } })).toMatchObject({ status: "STORED", attempts: 0, html: null });
  });

  it("DEV_MAILBOX is off by default once SMTP is configured, and can be set either way", () => {
    useSmtp(`smtp://127.0.0.1:${smtpPort}`);
    expect(env().DEV_MAILBOX).toBe(false);
    process.env.DEV_MAILBOX = "1";
    resetEnvCache();
    expect(env().DEV_MAILBOX).toBe(true);
    useSmtp(undefined);
    process.env.DEV_MAILBOX = "0";
    resetEnvCache();
    expect(env().DEV_MAILBOX).toBe(false);
    delete process.env.DEV_MAILBOX;
    resetEnvCache();
  });
});

describe("queueEmail + deliverQueued", () => {
  it("inserts only inside the caller's transaction, and delivers after commit", async () => {
    useSmtp(`smtp://127.0.0.1:${smtpPort}`);
    const to = address("queued");
    const id = await db.$transaction(async (tx) => {
      const emailId = await queueEmail(tx, { orgId: 1, to, subject: "Welcome", text: "Hello" });
      expect(received).toHaveLength(0);
      return emailId;
    });
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING", attempts: 0 });
    expect(await deliverQueued(id)).toBe("SENT");
    expect(received).toHaveLength(1);
    // Delivering again (or concurrently) does not send twice.
    expect(await deliverQueued(id)).toBe("SENT");
    expect(received).toHaveLength(1);
  });

  it("sends once when two deliveries of one row race", async () => {
    useSmtp(`smtp://127.0.0.1:${smtpPort}`);
    const id = await queueEmail(db, { to: address("race"), subject: "Once", text: "only once" });
    const results = await Promise.all([deliverQueued(id), deliverQueued(id), deliverQueued(id)]);
    expect(results).toContain("SENT");
    expect(received.filter((m) => m.subject === "Once")).toHaveLength(1);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "SENT", attempts: 1 });
  });

  it("leaves nothing behind when the transaction rolls back", async () => {
    const to = address("rolled-back");
    await expect(
      db.$transaction(async (tx) => {
        await queueEmail(tx, { to, subject: "Never", text: "x" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);
  });

  it("answers null for an unknown row instead of throwing", async () => {
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await expect(deliverQueued(2_000_000_000)).resolves.toBeNull();
    } finally {
      stderr.mockRestore();
    }
  });
});

describe("listMailbox", () => {
  it("lists the outbox newest first, by address (case-insensitive), with a limit", async () => {
    useSmtp(undefined);
    const to = address("mailbox");
    for (const subject of ["first", "second", "third"]) await sendEmail({ to, subject, text: subject });
    const all = await listMailbox({ to: to.toUpperCase(), limit: 10 });
    expect(all.map((m) => m.subject)).toEqual(["third", "second", "first"]);
    expect(all.every((m) => m.to === to && m.status === "STORED")).toBe(true);
    expect((await listMailbox({ to, limit: 2 })).map((m) => m.subject)).toEqual(["third", "second"]);
    expect((await listMailbox({ limit: 1 })).length).toBe(1);
  });
});
