import { localRedirect } from "@/lib/http/local-redirect";

/** The referral section's pages are its programmes and its credits; its own address opens the first. */
export const GET = localRedirect("/referral/programs");
export const HEAD = GET;
