import { nextAuthHandler } from "@/lib/http/auth/next-auth-handler";

// next-auth's own lower-case routes (/api/auth/signin/google, /api/auth/callback/google, /api/auth/csrf …). The
// spec's /api/auth/signIn and /api/auth/checkLogin are static segments and win over this catch-all.
export const GET = nextAuthHandler;
export const POST = nextAuthHandler;
