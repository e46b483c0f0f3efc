import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { FormAlert } from "@/components/ui/form-parts";
import { AgentLinkAnswer } from "@/components/agent/agent-link-answer";
import { readAgentLinkOffer } from "@/lib/agent/link-decision";
import { getRequestContext } from "@/lib/http/page-context";

/**
 * /agent-link?key=… — the link e-mailed to the owner of an address an agent made an account for: accept or decline the
 * agent acting for them (lib/agent/link.ts). Opening it changes nothing (mail scanners open links); the buttons do.
 * Only on the account's own organisation.
 */
export default async function AgentLinkPage({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  const t = await getTranslations("AgentLink");
  const tp = await getTranslations("Pages");
  const { org } = await getRequestContext();
  const raw = (await searchParams).key;
  const key = Array.isArray(raw) ? raw[0] : raw;
  const offer = key ? await readAgentLinkOffer(key, org.id) : null;
  const agent = offer?.agentName ?? "";
  const now = { awaiting: t("nowAwaiting"), accepted: t("nowAccepted", { agent }), ended: t("nowEnded", { agent }) };
  return (
    <>
      <PageHeader title={tp("agentLink")} />
      <PageBody>
        {!offer || !key ? (
          <div className="max-w-xl" data-testid="agent-link-invalid">
            <FormAlert message={t("invalid")} />
          </div>
        ) : (
          <section className="max-w-xl space-y-4 rounded-xl border border-slate-200 p-6" data-testid="agent-link-offer">
            <p className="text-lg font-semibold">
              {/* The address keeps its own direction inside an Arabic sentence. */}
              {t.rich("intro", { agent, email: offer.email, mail: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
            </p>
            <p className="text-slate-700">{t("explain", { agent })}</p>
            <AgentLinkAnswer
              linkKey={key}
              initial={offer.link}
              texts={{
                now,
                accept: t("accept"),
                decline: t("decline"),
                accepted: t("accepted", { agent }),
                declined: t("declined", { agent }),
                failed: t("failed"),
              }}
            />
          </section>
        )}
      </PageBody>
    </>
  );
}
