import { changePassword } from "@/lib/auth/password-change";
import { ZChangePassword } from "@/lib/auth/schemas";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZChangePassword,
  auth: "user",
  handler: async ({ input, ctx }) => {
    // An agent acting for a client never touches the client's password.
    if (ctx.session!.impersonatorId) throw new AppError("FORBIDDEN", "Not available while acting for a client.");
    await changePassword({
      userId: ctx.session!.user.id,
      sessionId: ctx.session!.id,
      currentPassword: input.currentPassword,
      password: input.password,
      ip: ctx.ip,
    });
    return { status: 1, message: "YOUR PASSWORD HAS BEEN CHANGED." };
  },
});
