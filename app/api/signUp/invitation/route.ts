import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { getInvitation } from "@/lib/auth/invitations";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http/route";

export const GET = withApi({
  schema: z.object({ key: zText().min(1).max(200) }),
  handler: async ({ input, ctx }) => {
    const invitation = await getInvitation(ctx.org.id, input.key);
    if (!invitation) throw new AppError("NOT_FOUND", "This invitation link is not valid or has expired.");
    return { status: 1, data: invitation };
  },
});
