/** Types of scripts/mail-catcher.mjs, for TypeScript tests. */
export type MailCatcher = {
  /** e.g. smtp://127.0.0.1:41234 — for the server's SMTP_URL. */
  smtpUrl: string;
  /** e.g. http://127.0.0.1:41235 — GET/DELETE {apiUrl}/messages; for MAIL_CATCHER_URL. */
  apiUrl: string;
  stop(): Promise<void>;
};

export function startMailCatcher(options?: { smtpPort?: number; httpPort?: number }): Promise<MailCatcher>;
