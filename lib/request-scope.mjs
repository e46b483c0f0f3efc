import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one request learnt on its way through Next that the web server needs when it answers: whether the database
 * failed it (unreachable, stuck, or no pooled connection free in time). A page whose render fails for that reason is
 * answered 503 with Retry-After, as API calls are, rather than Next's 500 (scripts/lib/web-server.mjs).
 *
 * The web server and Next's bundle each load their own copy of this module, so the one AsyncLocalStorage lives on
 * globalThis under a registered symbol (as lib/page-cache/renderer-slot.mjs does).
 */
const KEY = Symbol.for("travel-white-label.request-scope");

function storage() {
  return (globalThis[KEY] ??= new AsyncLocalStorage());
}

/** Runs `serve` with a fresh scope for one request; everything it starts (Next's render, its queries) shares it. */
export function withRequestScope(serve) {
  return storage().run({ databaseFailed: false }, serve);
}

/** The running request's scope (null outside one: a background job, a test calling a function directly). */
export function currentRequestScope() {
  return storage().getStore() ?? null;
}

/** Notes that the database failed the running request (nothing happens outside a request). */
export function noteDatabaseFailedRequest() {
  const scope = storage().getStore();
  if (scope) scope.databaseFailed = true;
}
