import { EventEmitter } from "node:events";
import { supervise } from "../../scripts/lib/supervise.mjs";

/** Issue #16 item 3: `npm start` restarts a web process that dies, with back-off, and gives up on one that keeps dying. */
class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: string | null = null;
  kills: string[] = [];
  kill(signal = "SIGTERM") {
    this.kills.push(signal);
    this.die(null, signal);
  }
  die(code: number | null, signal: string | null = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit("exit", code, signal);
  }
}

function harness(opts: { maxCrashes?: number; windowMs?: number } = {}) {
  let clock = 0;
  const timers: { fn: () => void; at: number; cleared: boolean }[] = [];
  const children: FakeChild[] = [];
  const gaveUp: number[] = [];
  const lines: string[] = [];
  const supervisor = supervise({
    name: "web server",
    start: () => {
      const child = new FakeChild();
      children.push(child);
      return child;
    },
    onGiveUp: (code) => gaveUp.push(code),
    log: (line) => lines.push(line),
    now: () => clock,
    setTimer: (fn, ms) => {
      const t = { fn, at: clock + ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t: never) => {
      (t as { cleared: boolean }).cleared = true;
    },
    ...opts,
  });
  const advance = (ms: number) => {
    clock += ms;
    for (const t of timers) {
      if (t.cleared || t.at > clock) continue;
      t.cleared = true;
      t.fn();
    }
  };
  return { supervisor, children, gaveUp, lines, advance };
}

describe("npm start's web process supervisor (scripts/lib/supervise.mjs)", () => {
  it("restarts a process that died, after a growing back-off", () => {
    const h = harness();
    expect(h.children).toHaveLength(1);
    h.children[0]!.die(134); // e.g. "Reached heap limit"
    expect(h.lines.at(-1)).toMatch(/exited with 134; restarting in 500 ms/);
    h.advance(499);
    expect(h.children).toHaveLength(1);
    h.advance(1);
    expect(h.children).toHaveLength(2);
    h.children[1]!.die(1);
    expect(h.lines.at(-1)).toMatch(/restarting in 1000 ms/);
    h.advance(1000);
    expect(h.children).toHaveLength(3);
    expect(h.supervisor.child).toBe(h.children[2]);
    expect(h.gaveUp).toEqual([]);
  });

  it("forgets crashes older than the window: a process that ran a long time is restarted again", () => {
    const h = harness({ maxCrashes: 3, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) {
      h.advance(61_000);
      h.supervisor.child.die(1);
      h.advance(10_000);
    }
    expect(h.children).toHaveLength(11);
    expect(h.gaveUp).toEqual([]);
  });

  it("gives up after repeated rapid crashes and reports the exit code", () => {
    const h = harness({ maxCrashes: 3, windowMs: 60_000 });
    h.children[0]!.die(1);
    h.advance(500);
    h.children[1]!.die(1);
    h.advance(1000);
    h.children[2]!.die(7);
    h.advance(60_000);
    expect(h.children).toHaveLength(3);
    expect(h.gaveUp).toEqual([7]);
    expect(h.lines.at(-1)).toMatch(/failed 3 times within 60 s, giving up/);
  });

  it("stop() ends the process for good: no restart, and a pending restart is cancelled", async () => {
    const h = harness();
    await h.supervisor.stop();
    expect(h.children[0]!.kills).toEqual(["SIGTERM"]);
    h.advance(60_000);
    expect(h.children).toHaveLength(1);

    const g = harness();
    g.children[0]!.die(1);
    await g.supervisor.stop();
    g.advance(60_000);
    expect(g.children).toHaveLength(1);
    expect(g.gaveUp).toEqual([]);
  });
});
