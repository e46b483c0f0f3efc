/** Every error the API reports on purpose has one of these codes; the status comes from this table only. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** An agent acting for a client whose owner ended the agent link (lib/agent/link.ts). */
  AGENT_LINK_ENDED: 403,
  NOT_FOUND: 404,
  PAYMENT_DECLINED: 402,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  NO_LONGER_AVAILABLE: 409,
  PRICE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { path: string; message: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldError[];
  readonly headers?: Record<string, string>;
  /** Facts the client needs to recover, e.g. the new price of PRICE_CHANGED. */
  readonly detail?: Record<string, string | number>;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { fields?: FieldError[]; headers?: Record<string, string>; detail?: Record<string, string | number> } = {},
  ) {
    super(message ?? defaultMessage(code));
    this.name = "AppError";
    this.code = code;
    this.fields = opts.fields;
    this.headers = opts.headers;
    this.detail = opts.detail;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case "INVALID_JSON":
      return "The request body is not valid JSON.";
    case "VALIDATION_FAILED":
      return "Some fields are missing or invalid.";
    case "UNAUTHORIZED":
      return "Please sign in to continue.";
    case "FORBIDDEN":
      return "You do not have access to this.";
    case "NOT_FOUND":
      return "Not found.";
    case "METHOD_NOT_ALLOWED":
      return "This method is not allowed here.";
    case "PAYLOAD_TOO_LARGE":
      return "The request body is too large.";
    case "UNSUPPORTED_MEDIA_TYPE":
      return "Send the request body as application/json.";
    case "RATE_LIMITED":
      return "Too many attempts. Please wait a moment and try again.";
    case "SERVICE_UNAVAILABLE":
      return "The service is temporarily unavailable. Please try again shortly.";
    case "INTERNAL":
      return "Something went wrong on our side.";
    default:
      return "The request could not be processed.";
  }
}
