import type { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors";

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join(".") || "(body)",
    message: issue.message,
  }));
}

export function validationError(error: z.ZodError): AppError {
  return new AppError("VALIDATION_FAILED", undefined, { fields: fieldErrors(error) });
}
