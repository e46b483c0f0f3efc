import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { safeRedirectTarget } from "./link";

const day = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-01-31")
  .transform((d) => new Date(`${d}T00:00:00Z`));
const endOfDay = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-01-31")
  .transform((d) => new Date(`${d}T23:59:59.999Z`));
/** "25", "25.00" → 2500 minor units (two-decimal currencies; campaign currencies are USD, EUR, GBP …). */
const amount = zText()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Use an amount like 25 or 25.00")
  .transform((a) => Math.round(Number(a) * 100));

export const ZCampaignInput = z.object({
  name: zText().trim().min(1, "--name is required").max(120),
  type: zText()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, "--type: lower-case letters, digits, - and _")
    .default("referral"),
  amount: amount.default(0),
  currency: zText()
    .regex(/^[A-Z]{3}$/, "--currency: an ISO code like USD")
    .default("USD"),
  landing: zText().trim().max(500).optional(),
  start: day.optional(),
  end: endOfDay.optional(),
});

export const ZPromotionInput = z.object({
  title: zText().trim().min(1, "--title is required").max(120),
  description: zText().trim().min(1, "--description is required").max(1000),
  landing: zText().trim().max(500).optional(),
  image: zText().trim().url("--image must be a URL").max(500).optional(),
  start: day.optional(),
  end: endOfDay.optional(),
});

async function orgBySlug(slug: string) {
  const org = await db.organization.findUnique({ where: { slug }, include: { hosts: true } });
  if (!org) throw new AppError("NOT_FOUND", `No organisation "${slug}"`);
  return org;
}

/** A landing page on the org's own site: a path, or a URL on one of its hosts (stored as given). */
function checkLanding(landing: string | undefined, hosts: string[]): string | null {
  if (!landing) return null;
  const base = `http://${hosts[0] ?? "localhost"}/`;
  if (!safeRedirectTarget(landing, base, hosts))
    throw new AppError("VALIDATION_FAILED", "--landing must be a path (/resorts) or a URL on the organisation's own hosts");
  return landing;
}

function checkDates(start?: Date, end?: Date) {
  if (start && end && end < start) throw new AppError("VALIDATION_FAILED", "--end must not be before --start");
}

export async function addCampaign(orgSlug: string, raw: Record<string, unknown>) {
  const input = ZCampaignInput.parse(raw);
  const org = await orgBySlug(orgSlug);
  checkDates(input.start, input.end);
  return db.campaign.create({
    data: {
      orgId: org.id,
      name: input.name,
      campaignType: input.type,
      creditAmountMinor: input.amount,
      currency: input.currency,
      landingUrl: checkLanding(
        input.landing,
        org.hosts.map((h) => h.host),
      ),
      startDate: input.start ?? null,
      endDate: input.end ?? null,
    },
  });
}

export async function addPromotion(orgSlug: string, raw: Record<string, unknown>) {
  const input = ZPromotionInput.parse(raw);
  const org = await orgBySlug(orgSlug);
  checkDates(input.start, input.end);
  return db.promotion.create({
    data: {
      orgId: org.id,
      title: input.title,
      description: input.description,
      landingUrl: checkLanding(
        input.landing,
        org.hosts.map((h) => h.host),
      ),
      imageUrl: input.image ?? null,
      startsAt: input.start ?? null,
      endsAt: input.end ?? null,
    },
  });
}

/** Ends a campaign or promotion now (kept for history: credits already earned still name it). */
export async function endItem(kind: "campaign" | "promotion", id: number) {
  const done =
    kind === "campaign"
      ? await db.campaign.updateMany({ where: { id }, data: { active: false } })
      : await db.promotion.updateMany({ where: { id }, data: { active: false } });
  if (done.count !== 1) throw new AppError("NOT_FOUND", `No ${kind} ${id}`);
}

export async function listItems(orgSlug?: string) {
  const where = orgSlug ? { orgId: (await orgBySlug(orgSlug)).id } : {};
  const [campaigns, promotions] = await Promise.all([
    db.campaign.findMany({ where, orderBy: { id: "asc" }, include: { org: { select: { slug: true } } } }),
    db.promotion.findMany({ where, orderBy: { id: "asc" }, include: { org: { select: { slug: true } } } }),
  ]);
  return { campaigns, promotions };
}
