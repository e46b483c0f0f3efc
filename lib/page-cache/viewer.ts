/**
 * What a page may show about its viewer when one rendering serves many people: whether someone is signed in, pays
 * member prices, is an agent. Never who they are — the name in the header and anything else personal is filled in by
 * the browser (the header asks checkLogin). A shared rendering is made without any session cookie, from this class.
 */
export type ViewerClass = { signedIn: boolean; memberPricing: boolean; agent: boolean };

export const GUEST: ViewerClass = { signedIn: false, memberPricing: false, agent: false };

/** A short, stable name for the class: a cache key part and the value of the shared-rendering header. */
export function viewerKey(v: ViewerClass): string {
  if (!v.signedIn) return "guest";
  return `${v.agent ? "agent" : "user"}${v.memberPricing ? "+member" : ""}`;
}

export function parseViewerKey(key: string | null | undefined): ViewerClass | null {
  const match = /^(guest|user|agent)(\+member)?$/.exec(key ?? "");
  if (!match || (match[1] === "guest" && match[2])) return null;
  if (match[1] === "guest") return GUEST;
  return { signedIn: true, agent: match[1] === "agent", memberPricing: !!match[2] };
}
