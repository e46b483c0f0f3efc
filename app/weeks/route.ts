import { localRedirect } from "@/lib/http/local-redirect";

/** SPEC §2: "weeks" maps to /resorts. */
export const GET = localRedirect("/resorts?product=weeks");
export const HEAD = GET;
