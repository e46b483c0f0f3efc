import { admissionLimits, createAdmission, type Refusal } from "@/lib/admission.mjs";

/** Issue #16 item 3: the web server's admission control (lib/admission.mjs), with hand-driven timers. */
function harness(limits = { maxInFlight: 2, maxQueue: 3, maxPerClient: 3, queueTimeoutMs: 1000 }) {
  const timers: { fn: () => void; at: number; cleared: boolean }[] = [];
  let clock = 0;
  const admission = createAdmission(limits, {
    setTimer: (fn, ms) => {
      const t = { fn, at: clock + ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t: never) => {
      (t as { cleared: boolean }).cleared = true;
    },
  });
  const log: string[] = [];
  const enter = (client: string, id: string) =>
    admission.enter(
      client,
      () => log.push(`start ${id}`),
      (reason: Refusal) => log.push(`refuse ${id} ${reason}`),
    );
  const advance = (ms: number) => {
    clock += ms;
    for (const t of timers) {
      if (t.cleared || t.at > clock) continue;
      t.cleared = true;
      t.fn();
    }
  };
  return { admission, enter, log, advance };
}

describe("web server admission control", () => {
  it("runs up to the in-flight limit, queues the next ones and starts them as places free", () => {
    const h = harness();
    const a = h.enter("1.1.1.1", "a");
    h.enter("2.2.2.2", "b");
    h.enter("3.3.3.3", "c");
    expect(h.log).toEqual(["start a", "start b"]);
    expect(h.admission.stats()).toMatchObject({ running: 2, waiting: 1 });
    a();
    a(); // a second leave() changes nothing
    expect(h.log).toEqual(["start a", "start b", "start c"]);
    expect(h.admission.stats()).toMatchObject({ running: 2, waiting: 0 });
  });

  it("refuses at once (busy) when the queue is full, and after the queue timeout (timeout)", () => {
    const h = harness();
    for (const id of ["a", "b", "c", "d", "e"]) h.enter(`10.0.0.${id.charCodeAt(0)}`, id);
    h.enter("10.0.1.1", "f");
    expect(h.log).toEqual(["start a", "start b", "refuse f busy"]);
    h.advance(1000);
    expect(h.log.slice(3)).toEqual(["refuse c timeout", "refuse d timeout", "refuse e timeout"]);
    expect(h.admission.stats()).toEqual({ running: 2, waiting: 0, clients: 2 });
  });

  it("one client holds at most its share (429), and the queue is served round-robin by client", () => {
    const h = harness({ maxInFlight: 1, maxQueue: 10, maxPerClient: 3, queueTimeoutMs: 1000 });
    const first = h.enter("6.6.6.6", "x1");
    h.enter("6.6.6.6", "x2");
    h.enter("6.6.6.6", "x3");
    h.enter("6.6.6.6", "x4");
    const other = h.enter("7.7.7.7", "y1");
    expect(h.log).toEqual(["start x1", "refuse x4 client"]);
    first();
    // The other client waited behind one of the flooder's requests, not behind all of them.
    expect(h.log.at(-1)).toBe("start x2");
    h.enter("6.6.6.6", "x5");
    expect(h.log.at(-1)).toBe("start x2");
    other(); // withdrawn while waiting: its place is free again
    expect(h.admission.stats()).toMatchObject({ running: 1, waiting: 2 });
  });

  it("serves waiting clients in turn", () => {
    const h = harness({ maxInFlight: 1, maxQueue: 10, maxPerClient: 5, queueTimeoutMs: 1000 });
    const leave = new Map(["a1", "a2", "a3", "b1", "b2"].map((id) => [id, h.enter(id[0]!, id)]));
    const lastStarted = () =>
      h.log
        .filter((l) => l.startsWith("start "))
        .at(-1)!
        .slice(6);
    for (let i = 0; i < 4; i++) leave.get(lastStarted())!();
    expect(h.log).toEqual(["start a1", "start a2", "start b1", "start a3", "start b2"]);
  });

  it("reads its limits from the environment and rejects nonsense", () => {
    expect(admissionLimits({})).toEqual({ maxInFlight: 32, maxQueue: 1024, maxPerClient: 128, queueTimeoutMs: 5000 });
    expect(admissionLimits({ WEB_MAX_IN_FLIGHT: "8", WEB_QUEUE_MAX: "0", WEB_CLIENT_MAX: "", WEB_QUEUE_TIMEOUT_MS: "250" })).toEqual({
      maxInFlight: 8,
      maxQueue: 0,
      maxPerClient: 128,
      queueTimeoutMs: 250,
    });
    expect(() => admissionLimits({ WEB_MAX_IN_FLIGHT: "0" })).toThrow(/WEB_MAX_IN_FLIGHT/);
    expect(() => admissionLimits({ WEB_CLIENT_MAX: "lots" })).toThrow(/WEB_CLIENT_MAX/);
  });
});

describe("web server admission control when the queue is full", () => {
  it("sheds the newest waiting request of the client holding the most places, so a light client still gets in", () => {
    const h = harness({ maxInFlight: 1, maxQueue: 3, maxPerClient: 10, queueTimeoutMs: 1000 });
    h.enter("flood-a", "a1");
    h.enter("flood-a", "a2");
    h.enter("flood-a", "a3");
    h.enter("flood-b", "b1");
    expect(h.log).toEqual(["start a1"]);
    h.enter("light", "l1");
    expect(h.log).toEqual(["start a1", "refuse a3 busy"]);
    expect(h.admission.stats()).toMatchObject({ running: 1, waiting: 3 });
    // Clients holding about as much as the newcomer keep their places: the newcomer is refused.
    h.enter("flood-b", "b2");
    expect(h.log.at(-1)).toBe("refuse b2 busy");
    h.enter("light", "l2");
    expect(h.log.at(-1)).toBe("refuse l2 busy");
  });
});

describe("asking before entering (wouldRefuse)", () => {
  it("says what enter would answer now, and changes nothing", () => {
    const h = harness({ maxInFlight: 1, maxQueue: 2, maxPerClient: 2, queueTimeoutMs: 1000 });
    expect(h.admission.wouldRefuse("a")).toBeNull();
    h.enter("a", "a1");
    h.enter("b", "b1");
    h.enter("b", "b2");
    expect(h.admission.wouldRefuse("b")).toBe("client");
    // The queue is full, but "b" holds two places more than a newcomer: it would give one up.
    expect(h.admission.wouldRefuse("c")).toBeNull();
    h.enter("c", "c1");
    expect(h.log).toEqual(["start a1", "refuse b2 busy"]);
    // Now every client holds one place: nobody gives one up to a newcomer.
    expect(h.admission.wouldRefuse("d")).toBe("busy");
    expect(h.admission.stats()).toEqual({ running: 1, waiting: 2, clients: 3 });
    h.enter("d", "d1");
    expect(h.log.at(-1)).toBe("refuse d1 busy");
  });
});
