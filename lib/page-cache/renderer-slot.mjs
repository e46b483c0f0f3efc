/**
 * Where the web server (scripts/server.mjs) leaves the page cache its in-process renderer: Next's own request handler,
 * called with a request that never touches a socket (render.ts). The server script and Next's bundle each load their
 * own copy of this module, so the slot is on globalThis under a registered symbol.
 */
const SLOT = Symbol.for("travel-white-label.page-renderer");

export function setPageRenderer(render) {
  globalThis[SLOT] = render;
}

export function pageRenderer() {
  return globalThis[SLOT] ?? null;
}
