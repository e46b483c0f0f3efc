import { GUEST, parseViewerKey, viewerKey } from "@/lib/page-cache/viewer";
import { MEMO_TTL_MS, recallSession, rememberSession } from "@/lib/page-cache/session-memo";
import { changesSoFar, deliver } from "@/lib/events/bus";

/** The feed starts (or stops) hearing changes, as lib/events/feed.ts delivers it; the caches' seam (tests/setup) listens. */
const hearChanges = (heard: boolean) => deliver({ topic: "feed", heard });
const memoEpoch = () => changesSoFar("session");

describe("the page cache's classes of viewer (lib/page-cache/viewer.ts)", () => {
  it("names every class, and reads back exactly the names it gives", () => {
    const classes = [
      GUEST,
      { signedIn: true, memberPricing: false, agent: false },
      { signedIn: true, memberPricing: true, agent: false },
      { signedIn: true, memberPricing: false, agent: true },
      { signedIn: true, memberPricing: true, agent: true },
    ];
    const names = classes.map(viewerKey);
    expect(new Set(names).size).toBe(classes.length);
    for (const [i, name] of names.entries()) expect(parseViewerKey(name)).toEqual(classes[i]);
  });

  it("a guest never pays member prices; anything else is no class", () => {
    expect(viewerKey({ signedIn: false, memberPricing: true, agent: true })).toBe("guest");
    for (const bad of ["guest+member", "admin", "user+member ", "", null, undefined, "USER"]) expect(parseViewerKey(bad)).toBeNull();
  });
});

describe("what this process remembers of live sessions (lib/page-cache/session-memo.ts)", () => {
  const memo = { orgId: 1, userId: 7, viewer: { signedIn: true, memberPricing: true, agent: false }, isSso: false };
  beforeEach(() => hearChanges(true));
  afterAll(() => hearChanges(false));

  it("for a few seconds only", () => {
    rememberSession("s1", memo, memoEpoch(), 1_000);
    expect(recallSession("s1", 1_000 + MEMO_TTL_MS - 1)).toMatchObject(memo);
    expect(recallSession("s1", 1_000 + MEMO_TTL_MS)).toBeNull();
  });

  it("forgets a revoked session at once, and every session of a user whose password changed", () => {
    const now = Date.now();
    rememberSession("s2", memo, memoEpoch(), now);
    deliver({ topic: "session", sessionId: "s2" });
    expect(recallSession("s2", now)).toBeNull();
    rememberSession("s3", memo, memoEpoch(), now);
    rememberSession("s4", memo, memoEpoch(), now);
    rememberSession("s5", { ...memo, userId: 8 }, memoEpoch(), now);
    deliver({ topic: "session", userId: 7 });
    expect(recallSession("s3", now)).toBeNull();
    expect(recallSession("s4", now)).toBeNull();
    expect(recallSession("s5", now)).not.toBeNull();
  });

  it("keeps nothing while session changes are not heard (feed down, embedded database), and drops everything when that starts or stops", () => {
    rememberSession("s6", memo, memoEpoch());
    hearChanges(false);
    expect(recallSession("s6")).toBeNull();
    rememberSession("s6", memo, memoEpoch());
    expect(recallSession("s6")).toBeNull();
    hearChanges(true);
    rememberSession("s6", memo, memoEpoch());
    expect(recallSession("s6")).not.toBeNull();
    hearChanges(true);
    expect(recallSession("s6")).toBeNull();
  });

  it("a session read before a change was announced is not remembered after it (a session change came since)", () => {
    const since = memoEpoch();
    deliver({ topic: "session", userId: 99 }); // a notice about anyone, heard while this session's record was being read
    rememberSession("s7", memo, since);
    expect(recallSession("s7")).toBeNull();
    rememberSession("s7", memo, memoEpoch());
    expect(recallSession("s7")).not.toBeNull();
  });

  it("a notice names the user whose sessions go, or '*' for everyone (lib/events/feed.ts)", async () => {
    const { changeOfNotice } = await import("@/lib/events/feed");
    const hear = (payload: string) => deliver(changeOfNotice("session_changed", payload)!);
    rememberSession("s8", memo, memoEpoch());
    rememberSession("s9", { ...memo, userId: 8 }, memoEpoch());
    hear("7");
    expect([recallSession("s8"), recallSession("s9")].map(Boolean)).toEqual([false, true]);
    hear("*");
    expect(recallSession("s9")).toBeNull();
  });
});

describe("the proxy's class for a session cookie (lib/page-cache/viewer-class.ts): a verified session's class", () => {
  const viewer = { signedIn: true, memberPricing: true, agent: false };
  beforeEach(() => hearChanges(true));
  afterAll(() => hearChanges(false));
  /** A record check that finds nothing (revoked, expired, another user's), counting how often it was asked. */
  const noSession = () => jest.fn(async () => null);

  it("no cookie is a guest; a cookie of another organisation, or no token at all, has no class and asks no record", async () => {
    const { viewerClassFor } = await import("@/lib/page-cache/viewer-class");
    const { mintSessionToken } = await import("@/lib/auth/session-token");
    const verify = noSession();
    expect(await viewerClassFor(undefined, 1, verify)).toBe("guest");
    const token = await mintSessionToken({ sub: "41", sid: "sid-41", orgId: 1 });
    expect(await viewerClassFor(token, 2, verify)).toBeNull();
    expect(await viewerClassFor("not-a-token", 1, verify)).toBeNull();
    expect(verify).not.toHaveBeenCalled();
  });

  it("a session this process has not verified is checked against its record once; what was remembered answers after that", async () => {
    const { viewerClassFor } = await import("@/lib/page-cache/viewer-class");
    const { mintSessionToken } = await import("@/lib/auth/session-token");
    const token = await mintSessionToken({ sub: "44", sid: "sid-44", orgId: 1 });
    const verify = jest.fn(async (sid: string, expected: { userId: number; orgId: number }) => {
      rememberSession(sid, { ...expected, viewer, isSso: false }, memoEpoch());
      return viewer;
    });
    expect(await viewerClassFor(token, 1, verify)).toBe("user+member");
    expect(verify).toHaveBeenCalledWith("sid-44", { userId: 44, orgId: 1 });
    expect(await viewerClassFor(token, 1, verify)).toBe("user+member");
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("a session its record does not confirm, or a record that cannot be read, has no class: the page renders the normal way", async () => {
    const { viewerClassFor } = await import("@/lib/page-cache/viewer-class");
    const { mintSessionToken } = await import("@/lib/auth/session-token");
    const token = await mintSessionToken({ sub: "45", sid: "sid-45", orgId: 1 });
    expect(await viewerClassFor(token, 1, noSession())).toBeNull();
    expect(await viewerClassFor(token, 1, async () => Promise.reject(new Error("database down")))).toBeNull();
  });

  it("a partner SSO session is never answered from the cache; a memo of another user under the same id is checked again", async () => {
    const { viewerClassFor } = await import("@/lib/page-cache/viewer-class");
    const { mintSessionToken } = await import("@/lib/auth/session-token");
    const verify = noSession();
    rememberSession("sid-42", { orgId: 1, userId: 42, viewer, isSso: true }, memoEpoch());
    expect(await viewerClassFor(await mintSessionToken({ sub: "42", sid: "sid-42", orgId: 1 }), 1, verify)).toBeNull();
    expect(verify).not.toHaveBeenCalled();
    rememberSession("sid-43", { orgId: 1, userId: 99, viewer, isSso: false }, memoEpoch());
    expect(await viewerClassFor(await mintSessionToken({ sub: "43", sid: "sid-43", orgId: 1 }), 1, verify)).toBeNull();
    expect(verify).toHaveBeenCalledWith("sid-43", { userId: 43, orgId: 1 });
  });
});
