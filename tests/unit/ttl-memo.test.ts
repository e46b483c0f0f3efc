import { ttlMemo } from "@/lib/cache/ttl-memo";

describe("ttlMemo: read-mostly data loaded once per key and period", () => {
  afterEach(() => jest.useRealTimers());

  it("concurrent callers share one load, and a later call within the period reuses it", async () => {
    const load = jest.fn(async (k: string) => `${k}!`);
    const get = ttlMemo(load, { ttlMs: 1000, maxKeys: 10, keyOf: (k) => k });
    expect(await Promise.all([get("a"), get("a"), get("a")])).toEqual(["a!", "a!", "a!"]);
    expect(await get("a")).toBe("a!");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again once the period is over", async () => {
    jest.useFakeTimers({ now: 0 });
    const load = jest.fn(async () => Date.now());
    const get = ttlMemo(load, { ttlMs: 1000, maxKeys: 10, keyOf: () => "k" });
    expect(await get(null)).toBe(0);
    jest.setSystemTime(999);
    expect(await get(null)).toBe(0);
    jest.setSystemTime(1000);
    expect(await get(null)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed load: the next caller tries again", async () => {
    let fail = true;
    const get = ttlMemo(async () => (fail ? Promise.reject(new Error("down")) : "up"), { ttlMs: 60_000, maxKeys: 10, keyOf: () => "k" });
    await expect(get(null)).rejects.toThrow("down");
    fail = false;
    expect(await get(null)).toBe("up");
  });

  it("holds at most maxKeys keys, dropping the oldest", async () => {
    const load = jest.fn(async (k: number) => k);
    const get = ttlMemo(load, { ttlMs: 60_000, maxKeys: 2, keyOf: String });
    await get(1);
    await get(2);
    await get(3);
    await get(2);
    expect(load).toHaveBeenCalledTimes(3);
    await get(1);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("forgets every key when cleared (a booking changes the rooms left), and reads a TTL given as a function each time", async () => {
    const load = jest.fn(async (k: number) => k);
    let ttl = 60_000;
    const get = ttlMemo(load, { ttlMs: () => ttl, maxKeys: 10, keyOf: String });
    await get(1);
    await get(1);
    expect(load).toHaveBeenCalledTimes(1);
    get.clear();
    await get(1);
    expect(load).toHaveBeenCalledTimes(2);
    ttl = 0;
    await get(1);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("drops a value sooner when freshUntil says so (offers that would expire), and keeps it within that instant", async () => {
    jest.useFakeTimers({ now: 0 });
    const load = jest.fn(async () => ({ loadedAt: Date.now(), expiresAt: Date.now() + 500 }));
    const get = ttlMemo(load, { ttlMs: 60_000, maxKeys: 10, keyOf: () => "k", freshUntil: (v) => v.expiresAt });
    expect((await get(null)).loadedAt).toBe(0);
    jest.setSystemTime(499);
    expect((await get(null)).loadedAt).toBe(0);
    jest.setSystemTime(500);
    expect((await get(null)).loadedAt).toBe(500);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("with staleMs, serves the old value just after the period while one background load replaces it", async () => {
    jest.useFakeTimers({ now: 0 });
    let release: (v: number) => void = () => undefined;
    const load = jest.fn((): Promise<number> => (Date.now() === 0 ? Promise.resolve(0) : new Promise((resolve) => (release = resolve))));
    const get = ttlMemo(load, { ttlMs: 1000, maxKeys: 10, keyOf: () => "k", staleMs: 5000 });
    expect(await get(null)).toBe(0);
    jest.setSystemTime(1500);
    expect(await Promise.all([get(null), get(null)])).toEqual([0, 0]);
    expect(load).toHaveBeenCalledTimes(2);
    release(1500);
    await Promise.resolve();
    await Promise.resolve();
    expect(await get(null)).toBe(1500);
    // Once the period and the stale time are over, callers wait for a fresh load.
    jest.setSystemTime(1500 + 1000 + 5000);
    const late = get(null);
    release(7500);
    expect(await late).toBe(7500);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("a memo's tags (lib/cache/tags.ts)", () => {
  it("a value loaded, or begun loading, before one of its tags expired is not served again; other tags leave it be", async () => {
    const { expireTags } = await import("@/lib/cache/tags");
    let release!: () => void;
    let calls = 0;
    const load = jest.fn(async (k: string): Promise<string> => {
      calls += 1;
      const n = calls;
      if (k === "slow") await new Promise<void>((resolve) => (release = resolve));
      return `${k}:${n}`;
    });
    const get = ttlMemo(load, { ttlMs: 60_000, maxKeys: 10, keyOf: String, tags: (k) => (k === "other" ? ["memo-test:b"] : ["memo-test:a"]) });
    expect(await get("x")).toBe("x:1");
    expect(await get("other")).toBe("other:2");
    expireTags(["memo-test:a"]);
    expect(await get("x")).toBe("x:3");
    expect(await get("other")).toBe("other:2");

    const underWay = get("slow");
    expireTags(["memo-test:a"]);
    release();
    expect(await underWay).toBe("slow:4");
    const again = get("slow");
    release();
    expect(await again).toBe("slow:5");
  });

  it("tags known only once loaded (tagsOfValue) expire the value too, counted from when its load began", async () => {
    const { expireTags } = await import("@/lib/cache/tags");
    let release!: () => void;
    let gate: Promise<void> = Promise.resolve();
    const load = jest.fn(async (k: string) => {
      await gate;
      return { k, owner: `owner-of-${k}` };
    });
    const get = ttlMemo(load, { ttlMs: 60_000, maxKeys: 10, keyOf: (k) => k, tagsOfValue: (v) => [`test-owner:${v.owner}`] });
    await get("x");
    await get("x");
    expect(load).toHaveBeenCalledTimes(1);
    expireTags(["test-owner:owner-of-x"]);
    await get("x");
    expect(load).toHaveBeenCalledTimes(2);
    // Expired while the load was under way: the value read may predate the change, so it is not served again.
    gate = new Promise((r) => (release = r));
    expireTags(["test-owner:owner-of-x"]);
    const during = get("x");
    expireTags(["test-owner:owner-of-x"]);
    release();
    await during;
    await get("x");
    expect(load).toHaveBeenCalledTimes(4);
  });
});
