"use client";

import { useSignedInMember } from "@/components/auth/use-signed-in-member";

/**
 * The signed-in member's name for the header. A page from the page cache is one rendering for every member of a
 * class, so it carries no name (`known` is null): the browser asks checkLogin (SPEC §7) once. Null until it answers.
 */
export function useSignedInName(signedIn: boolean, known: string | null): string | null {
  const { data } = useSignedInMember(signedIn && known === null);
  if (known !== null) return known;
  return data ? [data.firstName, data.lastName].join(" ").trim() || null : null;
}
