"use client";

import useSWR from "swr";
import { postJson } from "@/components/client/post-json";

type CheckLoginAnswer = { status?: string; result?: { username?: unknown; last_name?: unknown } | null };

async function askName(): Promise<string | null> {
  const { body } = await postJson<CheckLoginAnswer>("/api/auth/checkLogin", {});
  const r = body?.status === "success" ? body.result : null;
  if (!r || typeof r.username !== "string") return null;
  return [r.username, typeof r.last_name === "string" ? r.last_name : ""].join(" ").trim() || null;
}

/**
 * The signed-in member's name for the header. A page from the page cache is one rendering for every member of a
 * class, so it carries no name (`known` is null): the browser asks checkLogin (SPEC §7) once. Null until it answers.
 */
export function useSignedInName(signedIn: boolean, known: string | null): string | null {
  const { data } = useSWR(signedIn && known === null ? "header-name" : null, askName);
  return known ?? data ?? null;
}
