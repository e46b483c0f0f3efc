import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zId } from "@/lib/zod-int";

/** getMember / setMember payload (SPEC §7): email, userId, memberid. */
export const ZMemberRef = z.object({ email: zText().max(254), userId: zId, memberid: zText().max(64) });

const ZMember = z.object({
  organization_customer_identifier: zText().max(64),
  program_customer_identifier: zText().max(64),
  member_status: z.literal("OPEN"),
  first_name: zText().max(50),
  last_name: zText().max(50),
  email_address: zText().max(254),
  member_customer_identifier: zText().max(64),
});

/** savingsCode payload: reqSaving holding an import object with a members array. */
export const ZSavingsCode = z.object({ reqSaving: z.object({ import: z.object({ members: z.array(ZMember).min(1).max(1) }) }) });
