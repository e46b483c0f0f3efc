import { db } from "@/lib/db";
import { isLocale } from "./locales";

export type LanguageInfo = { id: number; name: string; code: string; dir: string };

let cache: { list: LanguageInfo[]; at: number } | undefined;

/** Active languages that also have a message catalogue. */
export async function listLanguages(): Promise<LanguageInfo[]> {
  if (cache && Date.now() - cache.at < 60_000) return cache.list;
  const rows = await db.language.findMany({ where: { active: true }, orderBy: { id: "asc" } });
  const list = rows.filter((r) => isLocale(r.code)).map(({ id, name, code, dir }) => ({ id, name, code, dir }));
  cache = { list, at: Date.now() };
  return list;
}
