import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { devMailboxEnabled } from "@/lib/env";
import { listMailbox } from "@/lib/email";

/**
 * The development mailbox: without an SMTP server, e-mails stay in the outbox and are read here (so the embedded
 * quick start can confirm accounts). Only where DEV_MAILBOX is on and allowed (lib/env.ts): never in production on a
 * real database, where it would hand out every account's password-reset link.
 */
export default async function MailboxPage({ searchParams }: { searchParams: Promise<{ to?: string }> }) {
  if (!devMailboxEnabled()) notFound();
  const t = await getTranslations("Mailbox");
  const { to } = await searchParams;
  const mails = await listMailbox({ to: to?.slice(0, 254), limit: 50 });
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("intro")} />
      <PageBody>
        {mails.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          <ol className="space-y-4" data-testid="mailbox">
            {mails.map((m) => (
              <li key={m.id} className="rounded-xl border border-slate-200 p-4" data-testid="mailbox-message">
                <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-medium">{t("to")}</dt>
                  <dd>{m.to}</dd>
                  <dt className="font-medium">{t("subject")}</dt>
                  <dd>{m.subject}</dd>
                  <dt className="font-medium">{t("sent")}</dt>
                  <dd>{new Date(m.createdAt).toLocaleString("en-US")}</dd>
                  <dt className="font-medium">{t("status")}</dt>
                  <dd>{m.status}</dd>
                </dl>
                <pre className="mt-3 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm">
                  {m.text.split(/(https?:\/\/\S+)/).map((part, i) =>
                    /^https?:\/\//.test(part) ? (
                      <a key={i} href={part} className="text-brand underline">
                        {part}
                      </a>
                    ) : (
                      part
                    ),
                  )}
                </pre>
              </li>
            ))}
          </ol>
        )}
      </PageBody>
    </>
  );
}
