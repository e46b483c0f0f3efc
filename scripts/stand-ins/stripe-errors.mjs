/** An answer Stripe gives as `{ error }` with this status (the SDK turns it into its typed errors). */
export class StripeApiError extends Error {
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

export const invalidRequest = (message, param, code) => new StripeApiError(400, { type: "invalid_request_error", message, param, code });

export const missing = (kind, id, param) =>
  new StripeApiError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param });
