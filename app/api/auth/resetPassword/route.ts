import { resetPasswordWithToken } from "@/lib/auth/password-change";
import { ZResetPassword } from "@/lib/auth/schemas";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZResetPassword,
  handler: async ({ input }) => {
    await resetPasswordWithToken(input.key, input.password);
    return { status: 1, message: "YOUR PASSWORD HAS BEEN CHANGED. PLEASE SIGN IN." };
  },
});
