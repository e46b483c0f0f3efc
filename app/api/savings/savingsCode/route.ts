import { withApi } from "@/lib/http/route";
import { memberIdFor, savingsMemberPayload } from "@/lib/savings/enrol";
import { importMember } from "@/lib/savings/provider-client";
import { assertOwnMember } from "@/lib/savings/own-member";
import { savingsUser } from "@/lib/savings/current-savings-user";
import { ZSavingsCode } from "@/lib/savings/schemas";

/** SPEC §7 savingsCode: creates the caller's member at the provider; { data: [{ valid_members_count }] }. */
export const POST = withApi({
  schema: ZSavingsCode,
  auth: "user",
  handler: async ({ input, ctx }) => {
    const member = input.reqSaving.import.members[0]!;
    const me = (await savingsUser(ctx.session!.user.id))!;
    assertOwnMember(me, { userId: me.id, email: member.email_address, memberid: member.member_customer_identifier });
    // The identifiers and names sent are ours, not the client's.
    const ok = await importMember(savingsMemberPayload(me));
    return { status: 1, data: [{ valid_members_count: ok ? 1 : 0, member_customer_identifier: memberIdFor(me.id) }] };
  },
});
