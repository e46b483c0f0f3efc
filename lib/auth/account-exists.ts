import { db } from "@/lib/db";
import { limit } from "@/lib/rate-limit";
import { SIGNUP_MESSAGES } from "./messages";
import { isValidEmail } from "./rules";
import { AppError } from "@/lib/errors";
import { AUTH_TEXT } from "./messages";

/** SPEC §7 checkAccountForExists: data.code 404 = not found, 201 = exists with the catalogue message. */
export async function checkAccountExists(orgId: number, rawEmail: string, ip: string) {
  if (!rawEmail) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "jsonSigUp.email_id", message: AUTH_TEXT.emailIdRequired }] });
  if (!isValidEmail(rawEmail)) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "jsonSigUp.email_id", message: AUTH_TEXT.invalidMail }] });
  await limit("existsIp", ip);
  const found = await db.user.findUnique({ where: { orgId_email: { orgId, email: rawEmail.toLowerCase() } }, select: { id: true } });
  return found
    ? { status: 1, data: { code: 201, message: SIGNUP_MESSAGES.USER_ALREADY_CREATED, resp: SIGNUP_MESSAGES.USER_ALREADY_CREATED } }
    : { status: 1, data: { code: 404, message: "NOT_FOUND", resp: "" } };
}
