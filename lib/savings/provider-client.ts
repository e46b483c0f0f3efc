import { env } from "@/lib/env";
import { log } from "@/lib/log";

/** SPEC §3 savings member, as sent to the provider. */
export type SavingsMemberPayload = {
  organization_customer_identifier: string;
  program_customer_identifier: string;
  member_status: "OPEN";
  first_name: string;
  last_name: string;
  email_address: string;
  member_customer_identifier: string;
};

/** The whole enrolment answers within this budget, whatever the provider does (the issue asks for ≤ 3.5 s). */
export const FLOW_BUDGET_MS = 3_000;

export type ProviderAnswer = { ok: true; body: unknown } | { ok: false; reason: "timeout" | "http" | "network" | "malformed"; status?: number };

/** One POST to the provider with a hard timeout (≤ 3 s, SAVINGS_TIMEOUT_MS, and never past the flow's deadline). */
async function post(path: string, body: unknown, deadline: number): Promise<ProviderAnswer> {
  const e = env();
  const timeout = Math.min(e.SAVINGS_TIMEOUT_MS, deadline - Date.now());
  if (timeout <= 50) return { ok: false, reason: "timeout" };
  try {
    const res = await fetch(new URL(path, e.SAVINGS_BASE_URL), {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": e.SAVINGS_API_KEY },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
    if (!res.ok) return { ok: false, reason: "http", status: res.status };
    try {
      return { ok: true, body: await res.json() };
    } catch {
      return { ok: false, reason: "malformed" };
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network" };
  }
}

/**
 * Does the provider know this member? SPEC §5: "The existence check succeeds when the response code is 200".
 * The lookup is idempotent, so it is tried once more after a failure that was not an answer.
 */
export async function lookupMember(memberId: string, email: string, deadline = Date.now() + FLOW_BUDGET_MS): Promise<"exists" | "absent" | "failed"> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await post("/members/lookup", { member_customer_identifier: memberId, email_address: email }, deadline);
    if (answer.ok) {
      const code = (answer.body as { code?: unknown } | null)?.code;
      return code === 200 ? "exists" : "absent";
    }
    log("warn", "savings lookup failed", { reason: answer.reason, status: answer.status, attempt });
    if (answer.reason === "http" && answer.status !== undefined && answer.status < 500) return "failed";
  }
  return "failed";
}

/**
 * Creates the member at the provider (savingsCode). SPEC §5: "membership creation succeeds only when the response
 * says exactly one valid member" — data[0].valid_members_count === 1. Not retried: the provider deduplicates by
 * member_customer_identifier, and our per-user lock keeps two tabs from racing.
 */
export async function importMember(member: SavingsMemberPayload, deadline = Date.now() + FLOW_BUDGET_MS): Promise<boolean> {
  const answer = await post("/members/import", { reqSaving: { import: { members: [member] } } }, deadline);
  if (!answer.ok) {
    log("warn", "savings import failed", { reason: answer.reason, status: answer.status });
    return false;
  }
  const data = (answer.body as { data?: unknown } | null)?.data;
  const count = Array.isArray(data) ? (data[0] as { valid_members_count?: unknown } | undefined)?.valid_members_count : undefined;
  return count === 1;
}
