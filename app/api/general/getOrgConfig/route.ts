import { z } from "zod";
import { withApi } from "@/lib/http/route";
import { toSpecOrgConfig } from "@/lib/org/org-config";
import { enabledSocialProviders } from "@/lib/auth/social/config";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";

/**
 * The organisation config entity of SPEC §3 for the host's organisation, plus what the client shell needs. It depends on
 * the Host's organisation and the server's configuration alone, so identical calls are answered from the web server's
 * micro-cache; an organisation change drops the kept answers (lib/cache/seam.ts).
 */
export const GET = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) =>
    json(
      {
        status: 1,
        data: {
          ...toSpecOrgConfig(ctx.org),
          weekStart: ctx.org.weekStart,
          timeZone: ctx.org.timeZone,
          themeType: ctx.org.themeType,
          walletOptions: ctx.org.walletOptions,
          accessCodeFlag: ctx.org.accessCodeFlag,
          // Only the providers that show: enabled for the organisation and configured (lib/auth/social/config.ts).
          socialProviders: enabledSocialProviders(ctx.org),
        },
      },
      { headers: microCacheHeaders([]) },
    ),
});
