"use client";

import useSWR from "swr";
import type { CountryOption } from "./phone-picker";
import type { NationalityOption } from "./nationality-typeahead";
import { postJson } from "@/components/client/post-json";

const US: NationalityOption = { nationalityId: 1, nationalityName: "American", nationalityCode: "US" };

/** SPEC §8: helper calls swallow failures and return empty; nationalities fall back to US. */
async function fetchList<T>(path: string, fallback: T[]): Promise<T[]> {
  const res = await postJson<{ data?: T[] }>(path, {});
  return Array.isArray(res.body?.data) && res.body.data.length ? res.body.data : fallback;
}

export function useCountries(enabled: boolean) {
  return useSWR(enabled ? "/api/general/getCountry" : null, (p: string) => fetchList<CountryOption>(p, [])).data ?? [];
}

/** The nationality list, and whether it has arrived (so a default is chosen from the real list, not the fallback). */
export function useNationalities(enabled: boolean): { list: NationalityOption[]; loaded: boolean } {
  const { data } = useSWR(enabled ? "/api/general/getNationalities" : null, (p: string) => fetchList<NationalityOption>(p, [US]));
  return { list: data ?? [US], loaded: !!data };
}
