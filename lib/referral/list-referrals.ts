import { db } from "@/lib/db";
import { settleFinishedStaysOf } from "./credits";
import { referralDisplayName } from "./link";

/** SPEC §9: "referral list page size 5". */
export const REFERRAL_PAGE_SIZE = 5;
export const REFERRAL_MAX_PAGE_SIZE = 50;

export type ReferralStage = "AWAITING_CONFIRMATION" | "SIGNED_UP" | "BOOKED" | "STAYED" | "CANCELLED" | "NOT_ELIGIBLE";

export type ReferralListEntry = {
  id: number;
  name: string;
  joinedAt: string;
  campaign: string | null;
  stage: ReferralStage;
  flaggedReason: string | null;
  credit: { amountMinor: number; currency: string; status: string } | null;
};

export type ReferralListPage = { referrals: ReferralListEntry[]; page: number; per_page: number; total: number; total_pages: number };

/**
 * The member's referred friends, newest first, one page at a time. `program` narrows to a campaign (its id) or a
 * campaign type. Friends appear by first name and initial only: the referrer does not learn their e-mail.
 */
export async function listReferrals(userId: number, q: { program?: string | null; perPage?: number; page?: number }): Promise<ReferralListPage> {
  const perPage = Math.min(Math.max(q.perPage ?? REFERRAL_PAGE_SIZE, 1), REFERRAL_MAX_PAGE_SIZE);
  const program = q.program?.trim();
  const where = {
    referrerId: userId,
    ...(program ? (/^\d+$/.test(program) ? { campaignId: Number(program) } : { campaign: { campaignType: program } }) : {}),
  };
  await settleFinishedStaysOf(userId);
  const total = await db.referral.count({ where });
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.max(1, q.page ?? 1);
  const rows = await db.referral.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * perPage,
    take: perPage,
    include: {
      referred: { select: { firstName: true, lastName: true, emailVerifiedAt: true } },
      campaign: { select: { name: true } },
      credits: { orderBy: { id: "desc" }, take: 1, select: { amountMinor: true, currency: true, status: true } },
    },
  });
  return {
    referrals: rows.map((r) => {
      const credit = r.credits[0] ?? null;
      return {
        id: r.id,
        name: referralDisplayName(r.referred.firstName, r.referred.lastName),
        joinedAt: r.createdAt.toISOString(),
        campaign: r.campaign?.name ?? null,
        stage: stageOf(r.status, r.referred.emailVerifiedAt, credit?.status ?? null),
        flaggedReason: r.flaggedReason,
        credit,
      };
    }),
    page,
    per_page: perPage,
    total,
    total_pages: totalPages,
  };
}

export function stageOf(status: string, verifiedAt: Date | null, creditStatus: string | null): ReferralStage {
  if (status === "FLAGGED") return "NOT_ELIGIBLE";
  if (creditStatus === "AVAILABLE") return "STAYED";
  if (creditStatus === "PENDING") return "BOOKED";
  if (creditStatus === "CLAWED_BACK") return "CANCELLED";
  return verifiedAt ? "SIGNED_UP" : "AWAITING_CONFIRMATION";
}
