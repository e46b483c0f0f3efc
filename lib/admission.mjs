/**
 * Admission control of one web process (scripts/server.mjs), in front of Next's handler: at most `maxInFlight`
 * requests are handed to Next at once; the next ones wait in a bounded queue (at most `maxQueue`, each at most
 * `queueTimeoutMs`), and beyond that they are refused at once — the server answers 503 with Retry-After instead of
 * growing its heap until it dies. One client (by address) holds at most `maxPerClient` places, running and waiting
 * together (refused: 429); the queue is served round-robin by client, so one client's flood does not delay the
 * others by its own length; and when it is full, the client holding the most places gives one up to a newcomer, so a
 * flood from many addresses does not lock out the others. A waiting request costs only its socket and headers: its
 * body is not read yet.
 *
 * Cheap by design: a few Map operations per request, no I/O.
 */

/**
 * The defaults, and the server's environment variables that change them (documented in lib/env.ts). `maxInFlight` is
 * about three requests per pooled database connection (lib/db.ts: 10): with more, a flood moves its queue from here
 * into the pool's, which has no fairness and gives up after DB_CONNECT_TIMEOUT_MS — requests admitted then fail half
 * way through their work (a booking after its quote and hold), and fewer of them complete.
 */
export const ADMISSION_DEFAULTS = { maxInFlight: 32, maxQueue: 1024, maxPerClient: 128, queueTimeoutMs: 5000 };

const SETTINGS = {
  maxInFlight: "WEB_MAX_IN_FLIGHT",
  maxQueue: "WEB_QUEUE_MAX",
  maxPerClient: "WEB_CLIENT_MAX",
  queueTimeoutMs: "WEB_QUEUE_TIMEOUT_MS",
};

/** The limits from the environment; an unset or empty variable keeps its default. */
export function admissionLimits(environment = process.env) {
  const limits = { ...ADMISSION_DEFAULTS };
  for (const [key, name] of Object.entries(SETTINGS)) {
    const raw = environment[name];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < (key === "maxQueue" ? 0 : 1))
      throw new Error(`${name} must be a whole number${key === "maxQueue" ? "" : " above 0"} (got ${raw})`);
    limits[key] = value;
  }
  return limits;
}

/**
 * `enter(client, start, refuse)`: `start()` runs now or when a place frees; `refuse(reason)` runs instead when the
 * request may not wait ("client": this client holds its share; "busy": the queue is full; "timeout": it waited too
 * long). The returned `leave()` must be called once the request is over (answered, or its connection closed); for a
 * request still waiting it withdraws it. Calling it more than once does nothing.
 */
export function createAdmission(limits = ADMISSION_DEFAULTS, { setTimer = setTimeout, clearTimer = clearTimeout } = {}) {
  const { maxInFlight, maxQueue, maxPerClient, queueTimeoutMs } = limits;
  let running = 0;
  let waiting = 0;
  /** Places held per client (running and waiting). */
  const held = new Map();
  /** Waiting requests per client; the Map's order is the round-robin order. */
  const queues = new Map();

  const hold = (client, delta) => {
    const n = (held.get(client) ?? 0) + delta;
    if (n > 0) held.set(client, n);
    else held.delete(client);
  };

  function pump() {
    while (running < maxInFlight && waiting > 0) {
      const [client, queue] = queues.entries().next().value;
      const entry = queue.shift();
      queues.delete(client);
      if (queue.length) queues.set(client, queue); // to the back of the round
      waiting -= 1;
      clearTimer(entry.timer);
      entry.state = "running";
      running += 1;
      entry.start();
    }
  }

  function withdraw(entry) {
    const queue = queues.get(entry.client);
    const at = queue ? queue.indexOf(entry) : -1;
    if (at < 0) return;
    queue.splice(at, 1);
    if (!queue.length) queues.delete(entry.client);
    waiting -= 1;
  }

  /**
   * The queue is full: the newest waiting request of the client holding the most places gives up its place (503) if
   * that client holds at least two more than this one, so that a flood from many addresses cannot lock out a client
   * with little or nothing under way. That client, if any.
   */
  function victimFor(client) {
    const mine = held.get(client) ?? 0;
    let victim;
    for (const other of queues.keys()) if (!victim || held.get(other) > held.get(victim)) victim = other;
    return victim && held.get(victim) >= mine + 2 ? victim : undefined;
  }

  /** Sheds a waiting request for this client's (see victimFor); whether one was shed. */
  function shedFor(client) {
    const victim = victimFor(client);
    if (!victim) return false;
    const entry = queues.get(victim).at(-1);
    entry.state = "done";
    clearTimer(entry.timer);
    withdraw(entry);
    hold(victim, -1);
    entry.refuse("busy");
    return true;
  }

  function enter(client, start, refuse) {
    if ((held.get(client) ?? 0) >= maxPerClient) {
      refuse("client");
      return () => undefined;
    }
    if (running < maxInFlight && waiting === 0) {
      running += 1;
      hold(client, 1);
      start();
      let left = false;
      return () => {
        if (left) return;
        left = true;
        running -= 1;
        hold(client, -1);
        pump();
      };
    }
    if (waiting >= maxQueue && !shedFor(client)) {
      refuse("busy");
      return () => undefined;
    }
    const entry = { client, start, refuse, state: "waiting", timer: undefined };
    entry.timer = setTimer(() => {
      if (entry.state !== "waiting") return;
      entry.state = "done";
      withdraw(entry);
      hold(client, -1);
      refuse("timeout");
    }, queueTimeoutMs);
    entry.timer?.unref?.();
    const queue = queues.get(client);
    if (queue) queue.push(entry);
    else queues.set(client, [entry]);
    waiting += 1;
    hold(client, 1);
    return () => {
      if (entry.state === "done") return;
      const wasRunning = entry.state === "running";
      entry.state = "done";
      hold(client, -1);
      if (wasRunning) {
        running -= 1;
        pump();
      } else {
        clearTimer(entry.timer);
        withdraw(entry);
      }
    };
  }

  /**
   * Why `enter(client)` would be refused at once if called now ("client" or "busy"), or null; nothing changes. For a
   * caller with costly work to do before it enters, so that a request sure to be refused is refused before that work.
   */
  function wouldRefuse(client) {
    if ((held.get(client) ?? 0) >= maxPerClient) return "client";
    if (waiting >= maxQueue && running >= maxInFlight && !victimFor(client)) return "busy";
    return null;
  }

  return { enter, wouldRefuse, stats: () => ({ running, waiting, clients: held.size }) };
}
