"use client";

import useSWR from "swr";
import { postJson } from "@/components/client/post-json";

type CheckLoginAnswer = { status?: string; result?: { username?: unknown; last_name?: unknown } | null };

/** The signed-in member's names as checkLogin (SPEC §7) gives them; null when nobody is signed in. */
export type SignedInMember = { firstName: string; lastName: string } | null;

async function askCheckLogin(): Promise<SignedInMember> {
  const { status, body } = await postJson<CheckLoginAnswer>("/api/auth/checkLogin", {});
  // No answer is not an answer: only the server saying so means the session ended.
  if (status === 0 || status >= 500) throw new Error(`checkLogin: HTTP ${status}`);
  const r = body?.status === "success" ? body.result : null;
  if (!r || typeof r.username !== "string") return null;
  return { firstName: r.username, lastName: typeof r.last_name === "string" ? r.last_name : "" };
}

/**
 * Who is signed in, asked of checkLogin once per page whoever needs it (the header's name, a shared page's own part):
 * a page from the page cache is one rendering for every member of a class and names nobody. `enabled` false asks
 * nothing. `data` is undefined until it answers.
 */
export function useSignedInMember(enabled: boolean) {
  return useSWR(enabled ? "signed-in-member" : null, askCheckLogin);
}
