import { env } from "@/lib/env";

// Outside production a fixed secret keeps `npm run dev` and the tests working with no set-up; `npm start` always
// passes a generated one (kept in .data/) and production refuses to run without NEXTAUTH_SECRET.
const DEV_SECRET = "dev-only-secret-not-for-production-use";

export function authSecret(): string {
  const e = env();
  if (e.NEXTAUTH_SECRET) return e.NEXTAUTH_SECRET;
  if (e.NODE_ENV === "production") throw new Error("NEXTAUTH_SECRET must be set in production");
  return DEV_SECRET;
}
