import { localRedirect } from "@/lib/http/local-redirect";

/** SPEC §2: /home is treated as /. */
export const GET = localRedirect("/");
export const HEAD = GET;
