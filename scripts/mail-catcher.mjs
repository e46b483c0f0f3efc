#!/usr/bin/env node
/**
 * A mail catcher for tests: an SMTP server that accepts every message (no TLS, any or no login) and keeps the last
 * 500 in memory, and a small HTTP API to read them:
 *   GET    /messages?to=<address>  → [{ id, to: [..], from, subject, text, html, date }], newest first
 *   DELETE /messages               → forgets them all
 * `npm test` starts one and points the server's SMTP_URL at it (tests read MAIL_CATCHER_URL; see tests/support/mail.ts).
 * Standalone: `node scripts/mail-catcher.mjs` (ports MAIL_CATCHER_SMTP_PORT, default 1025, and MAIL_CATCHER_HTTP_PORT,
 * default 1080) prints its URLs; Ctrl-C stops it.
 */
import http from "node:http";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const KEEP = 500;
const HOST = "127.0.0.1";

export async function startMailCatcher({ smtpPort = 0, httpPort = 0 } = {}) {
  /** Newest last; read newest first. */
  const messages = [];
  let seq = 0;

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "catcher" });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (stream.sizeExceeded) return callback(Object.assign(new Error("Message too large"), { responseCode: 552 }));
          const to = new Set(session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
          for (const group of [mail.to, mail.cc].flat()) for (const a of group?.value ?? []) if (a.address) to.add(a.address.toLowerCase());
          messages.push({
            id: String(++seq),
            to: [...to],
            from: mail.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : null,
            date: new Date().toISOString(), // when it arrived (the Date header has whole seconds only)
          });
          if (messages.length > KEEP) messages.splice(0, messages.length - KEEP);
          callback();
        })
        .catch((error) => {
          stream.resume();
          callback(Object.assign(new Error(`Could not parse the message: ${error.message}`), { responseCode: 554 }));
        });
    },
  });
  smtp.on("error", (error) => console.error(`mail catcher (smtp): ${error.message}`));

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://catcher");
    const send = (status, body) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    if (url.pathname !== "/messages") return send(404, { error: "not found" });
    if (req.method === "GET") {
      const to = url.searchParams.get("to")?.trim().toLowerCase();
      return send(200, messages.filter((m) => !to || m.to.includes(to)).reverse());
    }
    if (req.method === "DELETE") {
      messages.length = 0;
      res.writeHead(204).end();
      return;
    }
    res.setHeader("allow", "GET, DELETE");
    return send(405, { error: "method not allowed" });
  });

  await new Promise((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(smtpPort, HOST, () => (smtp.server.off("error", reject), resolve()));
  });
  await new Promise((resolve, reject) => {
    api.once("error", reject);
    api.listen(httpPort, HOST, () => (api.off("error", reject), resolve()));
  }).catch(async (error) => {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  });

  return {
    smtpUrl: `smtp://${HOST}:${smtp.server.address().port}`,
    apiUrl: `http://${HOST}:${api.address().port}`,
    stop: async () => {
      api.closeAllConnections?.();
      await Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => api.close(() => resolve()))]);
    },
  };
}

async function main() {
  const catcher = await startMailCatcher({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
    httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080),
  });
  console.log(`> SMTP  ${catcher.smtpUrl}   (set SMTP_URL=${catcher.smtpUrl})`);
  console.log(`> API   ${catcher.apiUrl}/messages   (set MAIL_CATCHER_URL=${catcher.apiUrl})`);
  const stop = () => catcher.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`mail catcher: ${error.message}`);
    process.exit(1);
  });
}
