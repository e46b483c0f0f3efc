/** Types of lib/http/request-scope.mjs. */
export type RequestScope = { databaseFailed: boolean };
export function withRequestScope<T>(serve: () => T): T;
export function currentRequestScope(): RequestScope | null;
export function noteDatabaseFailedRequest(): void;
