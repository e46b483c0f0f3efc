import { ReferralList } from "@/components/referral/referral-list";
import { ReferralPrograms } from "@/components/referral/referral-programs";
import type { SessionUser } from "@/lib/auth/sessions";
import { referralDisplayName } from "@/lib/referral/link";
import { getRequestContext } from "@/lib/http/page-context";

/** The member's referral link (copy, share, QR) for each of the org's campaigns, and the friends they referred. */
export async function ProgramsBody({ user }: { user: SessionUser }) {
  const ctx = await getRequestContext();
  return (
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
  );
}
