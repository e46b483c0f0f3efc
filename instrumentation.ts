/**
 * Runs once when a web process starts (Next's instrumentation hook). On the Node.js runtime it schedules the retry of
 * e-mails whose delivery failed, so an SMTP outage heals by itself once the server is back (lib/email).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startMailRetries } = await import("@/lib/email/retry-schedule");
  startMailRetries();
}
