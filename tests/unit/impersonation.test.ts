import type { ActiveSession } from "@/lib/auth/sessions";

const sessions = new Map<string, ActiveSession>();
jest.mock("@/lib/auth/sessions", () => ({ getActiveSession: async (id: string) => sessions.get(id) ?? null }));
jest.mock("@/lib/auth/session-token", () => ({
  readSessionToken: async (token: string) => (token.startsWith("sid:") ? { sid: token.slice(4).split("|")[0], sub: token.split("|")[1], orgId: Number(token.split("|")[2]) } : null),
}));

import { applyImpersonation } from "@/lib/agent/impersonation-session";

function session(id: string, user: { id: number; userType: number; orgId?: number }, impersonatorId: number | null = null): ActiveSession {
  return { id, isSso: false, sessionOutUrl: null, impersonatorId, user: { id: user.id, orgId: user.orgId ?? 1, email: `${user.id}@x.test`, firstName: "F", lastName: "L", userType: user.userType, role: "", languageCode: null, currencyCode: null } };
}

const agent = session("agent-sid", { id: 10, userType: 1 });
const member = session("member-sid", { id: 20, userType: 2 });
sessions.set("acting", session("acting", { id: 30, userType: 2 }, 10));
sessions.set("other-agent", session("other-agent", { id: 31, userType: 2 }, 11));

describe("SPEC §4 impersonate cookie", () => {
  it("an agent with a valid cookie acts as the client", async () => {
    expect((await applyImpersonation(agent, "sid:acting|30|1", 1))?.user.id).toBe(30);
  });

  it("is ignored without the agent's own session, for a member, or for another agent's impersonation", async () => {
    expect(await applyImpersonation(null, "sid:acting|30|1", 1)).toBeNull();
    expect((await applyImpersonation(member, "sid:acting|30|1", 1))?.user.id).toBe(20);
    expect((await applyImpersonation(agent, "sid:other-agent|31|1", 1))?.user.id).toBe(10);
  });

  it("is ignored on another organisation, with a forged subject, or when unreadable", async () => {
    expect((await applyImpersonation(agent, "sid:acting|30|2", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, "sid:acting|99|1", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, "garbage", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, undefined, 1))?.user.id).toBe(10);
  });
});
