import { getTranslations } from "next-intl/server";
import { ReferralList } from "@/components/referral/referral-list";
import { ReferralPrograms } from "@/components/referral/referral-programs";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getSessionUser } from "@/lib/auth/current-user";
import { referralDisplayName } from "@/lib/referral/link";
import { getRequestContext } from "@/lib/request-context";

/** SPEC §2 /referral/programs: the org's campaigns, the member's link (copy, share, QR) and their referred friends. */
export default async function ReferralProgramsPage() {
  const tp = await getTranslations("Pages");
  const t = await getTranslations("Rewards");
  const [user, ctx] = await Promise.all([getSessionUser(), getRequestContext()]);
  return (
    <>
      <PageHeader title={tp("referralPrograms")} subtitle={t("programsIntro")} />
      <PageBody>
        {user ? (
          <>
            <ReferralPrograms
              hosts={ctx.org.hosts}
              orgSlug={ctx.org.slug}
              referralName={referralDisplayName(user.firstName, user.lastName)}
              locale={ctx.locale}
              timeZone={ctx.org.timeZone}
            />
            <ReferralList locale={ctx.locale} timeZone={ctx.org.timeZone} />
          </>
        ) : (
          <SignInPrompt page={tp("referralPrograms")} />
        )}
      </PageBody>
    </>
  );
}
