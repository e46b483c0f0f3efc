/** Duffel's cars calls for the local stand-in (./duffel.mjs). Answers nothing yet: no route is known. */
export function carRoutes() {
  return async () => false;
}
