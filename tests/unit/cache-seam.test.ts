import { ttlMemo } from "@/lib/cache/ttl-memo";
import { deliver } from "@/lib/events/bus";
import type { Change } from "@/lib/events/changes";
import { SESSION_TAG } from "@/lib/auth/session-tags";
import { MEMBER_TAG } from "@/lib/account/member-tags";
import { changeOfNotice } from "@/lib/events/feed";
import { microCacheGeneration } from "@/lib/http/micro-cache-state.mjs";
import { lookupPage, warmPage } from "@/lib/page-cache/html-cache";

/**
 * The caches' seam (lib/cache/seam.ts, started for every test process in tests/setup/cache-seam.ts): what each change
 * expires. A memo per tag counts its loads; a page in the page cache and the micro-cache's generation show the
 * transport caches.
 */
describe("what each change expires", () => {
  const loads: Record<string, number> = {};
  const memoOf = (tag: string) =>
    ttlMemo(
      async () => {
        loads[tag] = (loads[tag] ?? 0) + 1;
        return loads[tag];
      },
      { ttlMs: 60_000, maxKeys: 1, keyOf: () => tag, tags: [tag] },
    );
  const memos = Object.fromEntries(["org", "rates", "search:stays", "search:flights", MEMBER_TAG.all].map((tag) => [tag, memoOf(tag)]));

  /** The tags whose memo loaded again, whether a cached page survived, and whether the micro-cache was dropped. */
  async function after(change: Change) {
    for (const memo of Object.values(memos)) await memo(undefined);
    const before = { ...loads };
    await warmPage("seam-test", 60_000, async () => ({ html: "<p>kept</p>", nonce: "n" }));
    const generation = microCacheGeneration();
    deliver(change);
    for (const memo of Object.values(memos)) await memo(undefined);
    return {
      reloaded: Object.keys(memos).filter((tag) => loads[tag] !== before[tag]),
      pageKept: lookupPage("seam-test") !== null,
      answersDropped: microCacheGeneration() !== generation,
    };
  }

  it("an organisation or a rate change: its data, every cached page and every kept answer", async () => {
    expect(await after({ topic: "org" })).toEqual({ reloaded: ["org"], pageKept: false, answersDropped: true });
    expect(await after({ topic: "rates" })).toEqual({ reloaded: ["rates"], pageKept: false, answersDropped: true });
  });

  it("a booking: that product's searches and the kept answers; for stays the pages too (their cards count offers)", async () => {
    expect(await after({ topic: "inventory", of: "stays" })).toEqual({ reloaded: ["search:stays"], pageKept: false, answersDropped: true });
    expect(await after({ topic: "inventory", of: "flights" })).toEqual({ reloaded: ["search:flights"], pageKept: true, answersDropped: true });
  });

  it("a member's change (their cards, bookings, profile): their kept records only", async () => {
    expect(await after({ topic: "member", userId: "*" })).toEqual({ reloaded: [MEMBER_TAG.all], pageKept: true, answersDropped: false });
  });

  it("the feed starting to hear changes: everything; stopping: what is right only while changes are heard", async () => {
    expect(await after({ topic: "feed", heard: true })).toEqual({ reloaded: Object.keys(memos), pageKept: false, answersDropped: true });
    expect(await after({ topic: "feed", heard: false })).toEqual({ reloaded: [MEMBER_TAG.all], pageKept: true, answersDropped: false });
  });
});

describe("kept sessions (lib/auth/sessions.ts): a session change expires exactly the sessions it names", () => {
  // Two users' sessions, kept as lib/auth/sessions.ts keeps them: by session id, and by user once loaded.
  const owner: Record<string, number> = { "sid-a1": 1, "sid-a2": 1, "sid-b": 2 };
  const loads: Record<string, number> = {};
  const session = ttlMemo(
    async (sid: string) => {
      loads[sid] = (loads[sid] ?? 0) + 1;
      return { sid, user: { id: owner[sid]! } };
    },
    {
      ttlMs: 60_000,
      maxKeys: 10,
      keyOf: (sid) => sid,
      tags: (sid) => [SESSION_TAG.all, SESSION_TAG.session(sid)],
      tagsOfValue: (s) => [SESSION_TAG.user(s.user.id)],
    },
  );

  async function reloadedAfter(change: Change): Promise<string[]> {
    for (const sid of Object.keys(owner)) await session(sid);
    const before = { ...loads };
    deliver(change);
    for (const sid of Object.keys(owner)) await session(sid);
    return Object.keys(owner).filter((sid) => loads[sid] !== before[sid]);
  }

  it("one session signed out: that session only", async () => {
    expect(await reloadedAfter({ topic: "session", sessionId: "sid-a2" })).toEqual(["sid-a2"]);
  });

  it("a user's sessions (password, plan, name changed): every session of that user, and no one else's", async () => {
    expect(await reloadedAfter({ topic: "session", userId: 1 })).toEqual(["sid-a1", "sid-a2"]);
  });

  it("every session (a TRUNCATE), or the feed lost or found again: all of them", async () => {
    expect(await reloadedAfter({ topic: "session", userId: "*" })).toEqual(["sid-a1", "sid-a2", "sid-b"]);
    expect(await reloadedAfter({ topic: "feed", heard: false })).toEqual(["sid-a1", "sid-a2", "sid-b"]);
    expect(await reloadedAfter({ topic: "feed", heard: true })).toEqual(["sid-a1", "sid-a2", "sid-b"]);
  });

  it("unrelated changes keep every session", async () => {
    expect(await reloadedAfter({ topic: "member", userId: 1 })).toEqual([]);
    expect(await reloadedAfter({ topic: "org" })).toEqual([]);
  });
});

describe("a member's own records (lib/account/member-tags.ts): a member change expires that member's, or everyone's", () => {
  const loads: Record<number, number> = {};
  const records = ttlMemo(
    async (userId: number) => {
      loads[userId] = (loads[userId] ?? 0) + 1;
      return { userId };
    },
    { ttlMs: 60_000, maxKeys: 10, keyOf: String, tags: (userId) => [MEMBER_TAG.all, MEMBER_TAG.user(userId)], whileChangesHeard: true },
  );

  async function reloadedAfter(change: Change): Promise<number[]> {
    deliver({ topic: "feed", heard: true });
    for (const id of [1, 2]) await records(id);
    const before = { ...loads };
    deliver(change);
    for (const id of [1, 2]) await records(id);
    return [1, 2].filter((id) => loads[id] !== before[id]);
  }

  it("heard from the database as member_changed with the user's id, or '*' for a TRUNCATE", async () => {
    expect(await reloadedAfter(changeOfNotice("member_changed", "2")!)).toEqual([2]);
    expect(await reloadedAfter(changeOfNotice("member_changed", "*")!)).toEqual([1, 2]);
  });

  it("published by this process's own write, and nothing else's", async () => {
    expect(await reloadedAfter({ topic: "member", userId: 1 })).toEqual([1]);
    expect(await reloadedAfter({ topic: "session", userId: 1 })).toEqual([]);
    expect(await reloadedAfter({ topic: "org" })).toEqual([]);
  });

  it("keeps nothing while changes are not heard", async () => {
    deliver({ topic: "feed", heard: false });
    const before = loads[1] ?? 0;
    await records(1);
    await records(1);
    expect(loads[1]).toBe(before + 2);
    deliver({ topic: "feed", heard: true });
  });
});
