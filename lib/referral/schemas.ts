import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { INT4_MAX, zInt4 } from "@/lib/zod-int";
import { REFERRAL_MAX_PAGE_SIZE } from "./list-referrals";

const word = (max: number) =>
  zText()
    .trim()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "Use letters, digits, - and _ only");
const digits = (message: string) =>
  zText()
    .trim()
    .regex(/^\d{1,9}$/, message);
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** GET /api/referral/getCampaignList?campaign_type&ts — ts is the legacy client's cache-buster (ignored). */
export const ZCampaignListQuery = z.object({
  campaign_type: z.preprocess(blankToUndefined, word(40).optional()),
  ts: z.preprocess(
    blankToUndefined,
    zText()
      .regex(/^\d{1,16}$/, "ts must be a timestamp")
      .optional(),
  ),
});

/** GET /api/referral/getReferralList?program&per_page&page (SPEC §9: page size 5 unless asked). */
export const ZReferralListQuery = z.object({
  // A campaign id (all digits) or a campaign type; an id must fit the database's integer (a 400, not a failed query).
  program: z.preprocess(
    blankToUndefined,
    word(40)
      .refine((p) => !/^\d+$/.test(p) || Number(p) <= INT4_MAX, `A campaign id is at most ${INT4_MAX}`)
      .optional(),
  ),
  per_page: z.preprocess(
    blankToUndefined,
    digits("per_page must be a number")
      .pipe(zInt4<string>({ min: 1, max: REFERRAL_MAX_PAGE_SIZE, message: `per_page must be from 1 to ${REFERRAL_MAX_PAGE_SIZE}` }))
      .optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    digits("page must be a number")
      .pipe(zInt4<string>({ min: 1, max: 100_000, message: "page must be from 1 to 100000" }))
      .optional(),
  ),
});

/** GET /api/referral/getActionsList?member — the member's own id (or "me"); nobody reads another member's actions. */
export const ZActionsQuery = z.object({
  member: z.preprocess(
    blankToUndefined,
    zText()
      .trim()
      .regex(/^(\d{1,9}|me)$/, "member must be your member id")
      .optional(),
  ),
});

/** POST /api/referral/click: the referral parameters of the address the visitor opened. */
export const ZClickBody = z
  .object({
    referral_code: zText()
      .trim()
      .min(1, "referral_code is required")
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, "Invalid referral code"),
    referral_name: zText().max(120).nullish(),
    referral_org: word(64).nullish(),
    campaign: z
      .union([z.number(), digits("campaign must be a number")])
      .pipe(zInt4<string | number>({ min: 1, message: `Use an id from 1 to ${INT4_MAX}` }))
      .nullish(),
    landing_url: zText().max(2000).nullish(),
    redirect: zText().max(2000).nullish(),
  })
  .strict();
