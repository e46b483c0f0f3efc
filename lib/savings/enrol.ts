import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { errorFields, log } from "@/lib/log";
import { env } from "@/lib/env";
import { directorRedirect } from "./cvt";
import { FLOW_BUDGET_MS, importMember, lookupMember, type SavingsMemberPayload } from "./provider-client";

export type SavingsUser = { id: number; email: string; firstName: string; lastName: string };

export type EnrolOutcome = { showSignIn: true } | { showSignIn: false; isNew: boolean; redirect: string };
export type DailyOutcome = "existing member" | "saved" | "not saved" | "without login";

export function memberIdFor(userId: number): string {
  return `${env().SAVINGS_MEMBER_PREFIX}${userId}`;
}

export function savingsMemberPayload(user: SavingsUser): SavingsMemberPayload {
  const e = env();
  return {
    organization_customer_identifier: e.SAVINGS_ORG_ID,
    program_customer_identifier: e.SAVINGS_PROGRAM_ID,
    member_status: "OPEN",
    first_name: user.firstName,
    last_name: user.lastName,
    email_address: user.email,
    member_customer_identifier: memberIdFor(user.id),
  };
}

function redirectFor(memberId: string): string {
  const e = env();
  return directorRedirect(e.SAVINGS_DIRECTOR_URL ?? new URL("/director", e.SAVINGS_BASE_URL).toString(), e.SAVINGS_PROGRAM_ID, memberId);
}

/**
 * Local member record (SPEC §3: email, userId, memberid); "saving succeeds when status is OK". Inside the enrolment it
 * is written on the enrolment's own transaction: a second connection, wanted while that one is held, could wait for
 * ever on a busy or single-connection pool.
 */
export async function storeLocalMember(user: { id: number; email: string }, memberid: string, tx?: Prisma.TransactionClient): Promise<"OK" | "FAILED"> {
  try {
    await (tx ?? db).savingsMember.upsert({
      where: { userId: user.id },
      update: { email: user.email },
      create: { userId: user.id, email: user.email, memberid },
    });
    return "OK";
  } catch {
    return "FAILED";
  }
}

type Step = "existing" | "saved" | "not saved";

/**
 * SPEC §4 savings enrolment. One enrolment per user at a time (a PostgreSQL advisory lock), so a retried request
 * or two tabs cannot create the member twice: check the provider; if known → not new; else create it and, on
 * "exactly one valid member", store the local record.
 */
async function runEnrolment(user: SavingsUser): Promise<Step> {
  const memberId = memberIdFor(user.id);
  return db.$transaction(
    async (tx) => {
      // pg_advisory_xact_lock returns void, which the driver cannot read back: select a constant beside it.
      await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`savings:${user.id}`}))) AS l`;
      // The budget starts once this user's earlier enrolment (another tab) has finished.
      const deadline = Date.now() + FLOW_BUDGET_MS;
      const state = await lookupMember(memberId, user.email, deadline);
      if (state === "exists") {
        await storeLocalMember(user, memberId, tx);
        return "existing";
      }
      if (state === "failed") return "not saved";
      if (!(await importMember(savingsMemberPayload(user), deadline))) return "not saved";
      return (await storeLocalMember(user, memberId, tx)) === "OK" ? "saved" : "not saved";
    },
    { timeout: 15_000, maxWait: 10_000 },
  );
}

function failed(error: unknown): "not saved" {
  log("warn", "savings enrolment failed", errorFields(error));
  return "not saved";
}

/** The redirecting flow: not-new with the director page, new with it, or new with an empty redirect on any failure. */
export async function enrolInSavings(user: SavingsUser | null): Promise<EnrolOutcome> {
  if (!user) return { showSignIn: true };
  const step = await runEnrolment(user).catch(failed);
  const memberId = memberIdFor(user.id);
  if (step === "existing") return { showSignIn: false, isNew: false, redirect: redirectFor(memberId) };
  return { showSignIn: false, isNew: true, redirect: step === "saved" ? redirectFor(memberId) : "" };
}

/** SPEC §4: "A daily variant does the same but only reports outcome text (existing member, saved, not saved, without login)". */
export async function enrolDaily(user: SavingsUser | null): Promise<DailyOutcome> {
  if (!user) return "without login";
  const step = await runEnrolment(user).catch(failed);
  return step === "existing" ? "existing member" : step;
}
