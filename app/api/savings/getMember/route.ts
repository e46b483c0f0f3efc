import { withApi } from "@/lib/http/route";
import { lookupMember } from "@/lib/savings/provider-client";
import { assertOwnMember } from "@/lib/savings/own-member";
import { ZMemberRef } from "@/lib/savings/schemas";

/** SPEC §7 getMember: { data: { code } } — 200 when the provider knows the member (404 unknown, 502 provider failure). */
export const POST = withApi({
  schema: ZMemberRef,
  auth: "user",
  handler: async ({ input, ctx }) => {
    assertOwnMember(ctx.session!.user, input);
    const state = await lookupMember(input.memberid, input.email);
    return {
      status: 1,
      code: state === "exists" ? 200 : state === "absent" ? 404 : 502,
      data: { code: state === "exists" ? 200 : state === "absent" ? 404 : 502 },
    };
  },
});
