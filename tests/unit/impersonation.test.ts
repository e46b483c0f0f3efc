import type { ActiveSession } from "@/lib/auth/sessions";

type Acting = ActiveSession & { impersonatorSessionId: string; clientAgentId: number | null };
const sessions = new Map<string, Acting>();
jest.mock("@/lib/auth/sessions", () => ({ getImpersonationSession: async (id: string) => sessions.get(id) ?? null }));
// "sid:<session>|<sub>|<orgId>|<agent's session>" stands for a signed impersonation token.
jest.mock("@/lib/auth/session-token", () => ({
  readImpersonationToken: async (token: string) => {
    if (!token.startsWith("sid:")) return null;
    const [sid, sub, orgId, agentSid] = token.slice(4).split("|");
    return { sid, sub, orgId: Number(orgId), agentSid };
  },
}));

import { applyImpersonation } from "@/lib/agent/impersonation-session";

function session(id: string, user: { id: number; userType: number; orgId?: number }, impersonatorId: number | null = null): ActiveSession {
  return {
    id,
    isSso: false,
    sessionOutUrl: null,
    impersonatorId,
    user: {
      id: user.id,
      orgId: user.orgId ?? 1,
      email: `${user.id}@x.test`,
      firstName: "F",
      lastName: "L",
      userType: user.userType,
      role: "",
      languageCode: null,
      currencyCode: null,
      memberPricing: false,
    },
  };
}

const acting = (id: string, clientId: number, agentId: number, agentSid: string, clientAgentId: number | null = agentId): Acting => ({
  ...session(id, { id: clientId, userType: 2 }, agentId),
  impersonatorSessionId: agentSid,
  clientAgentId,
});

const agent = session("agent-sid", { id: 10, userType: 1 });
const member = session("member-sid", { id: 20, userType: 2 });
sessions.set("acting", acting("acting", 30, 10, "agent-sid"));
sessions.set("other-agent", acting("other-agent", 31, 11, "agent-sid"));
sessions.set("older-session", acting("older-session", 32, 10, "agent-old-sid"));
sessions.set("unlinked", acting("unlinked", 33, 10, "agent-sid", null));

describe("SPEC §4 impersonate cookie", () => {
  it("an agent with a valid cookie acts as the client", async () => {
    expect((await applyImpersonation(agent, "sid:acting|30|1|agent-sid", 1))?.user.id).toBe(30);
  });

  it("is ignored without the agent's own session, for a member, or for another agent's impersonation", async () => {
    expect(await applyImpersonation(null, "sid:acting|30|1|agent-sid", 1)).toBeNull();
    expect((await applyImpersonation(member, "sid:acting|30|1|agent-sid", 1))?.user.id).toBe(20);
    expect((await applyImpersonation(agent, "sid:other-agent|31|1|agent-sid", 1))?.user.id).toBe(10);
  });

  it("is ignored on another organisation, with a forged subject, or when unreadable", async () => {
    expect((await applyImpersonation(agent, "sid:acting|30|2|agent-sid", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, "sid:acting|99|1|agent-sid", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, "garbage", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, undefined, 1))?.user.id).toBe(10);
  });

  it("issue #16: only next to the very agent session it was started from, and only while the client is the agent's", async () => {
    expect((await applyImpersonation(agent, "sid:acting|30|1|agent-old-sid", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, "sid:older-session|32|1|agent-old-sid", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, "sid:older-session|32|1|agent-sid", 1))?.user.id).toBe(10);
    expect((await applyImpersonation(agent, "sid:unlinked|33|1|agent-sid", 1))?.user.id).toBe(10);
    // An impersonation session is never the "real" session next to which another impersonation counts.
    expect((await applyImpersonation({ ...agent, impersonatorId: 5 }, "sid:acting|30|1|agent-sid", 1))?.user.id).toBe(10);
  });
});
