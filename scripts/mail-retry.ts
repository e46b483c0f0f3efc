/**
 * `npm run mail:retry`: tries every FAILED e-mail again now (fewer than MAX_DELIVERY_ATTEMPTS so far), without the
 * back-off the web processes' own schedule keeps. Needs SMTP_URL and DATABASE_URL like the web process.
 */
import { pool } from "../lib/db";
import { retryFailedEmails } from "../lib/email";

retryFailedEmails({ backoffMs: 0, limit: 500 })
  .then(({ tried, sent }) => {
    console.log(`Retried ${tried} e-mail(s): ${sent} sent, ${tried - sent} still failing.`);
    return 0;
  })
  .catch((error: unknown) => {
    console.error(`Retry failed: ${(error as Error).message}`);
    return 1;
  })
  .then(async (code) => {
    await pool.end();
    process.exit(code);
  });
