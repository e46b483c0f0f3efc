import { db } from "@/lib/db";
import { hashToken } from "./tokens";

/** Invitation info of SPEC §3, for pre-filling the sign-up dialog from ?key=. */
export async function getInvitation(orgId: number, key: string) {
  if (!key || key.length > 200) return null;
  const row = await db.invitation.findUnique({ where: { keyHash: hashToken(key) } });
  if (!row || row.orgId !== orgId || row.usedAt || row.expiresAt <= new Date()) return null;
  return {
    mastercode: row.mastercode,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    title: row.title,
    phonenumber: row.phonenumber,
    countrycode: row.countrycode,
    lang: row.lang,
    tripid: row.tripid,
  };
}
