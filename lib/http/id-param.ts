import { ZIdParam } from "@/lib/account/schemas";
import { AppError } from "@/lib/errors";

/** A route's [id] segment as a positive integer; anything else is simply not found. */
export function idParam(params: Record<string, string>, what: string): number {
  const parsed = ZIdParam.safeParse(params);
  if (!parsed.success) throw new AppError("NOT_FOUND", `${what} not found.`);
  return parsed.data.id;
}
