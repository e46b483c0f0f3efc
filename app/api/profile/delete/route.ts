import { deleteAccount } from "@/lib/account/delete-account";
import { assertOwnSession } from "@/lib/account/guard";
import { ZDeleteAccount } from "@/lib/account/schemas";
import { clearedAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";

/** Deletes the signed-in member's account (bookings kept, anonymised) and signs them out. */
export const POST = withApi({
  schema: ZDeleteAccount,
  auth: "user",
  handler: async ({ input, ctx }) => {
    assertOwnSession(ctx.session!);
    await deleteAccount(ctx.session!.user.id, input, ctx.ip);
    const response = json({ status: 1, message: "Your account has been deleted." });
    for (const cookie of clearedAuthCookies(ctx.https)) response.headers.append("set-cookie", cookie);
    return response;
  },
});
