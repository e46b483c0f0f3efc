import { withApi } from "@/lib/http/route";
import { storeLocalMember } from "@/lib/savings/enrol";
import { assertOwnMember } from "@/lib/savings/own-member";
import { ZMemberRef } from "@/lib/savings/schemas";

/** SPEC §7 setMember: stores the local member record; { status: "OK" } on success. */
export const POST = withApi({
  schema: ZMemberRef,
  auth: "user",
  handler: async ({ input, ctx }) => {
    assertOwnMember(ctx.session!.user, input);
    return { status: await storeLocalMember({ id: input.userId, email: input.email }, input.memberid) };
  },
});
