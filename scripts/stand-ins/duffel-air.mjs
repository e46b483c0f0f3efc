/** Duffel's air calls for the local stand-in (./duffel.mjs). Answers nothing yet: no route is known. */
export function airRoutes() {
  return async () => false;
}
