import type { Change, Topic } from "./changes";

type Listener = (change: Change) => void;
type Bus = { listeners: Map<string, Listener>; counts: Map<Topic, number>; heard: boolean };

// Next bundles this module more than once (the proxy, pages, route handlers, instrumentation): the listeners and
// counts live on globalThis, so a change published from any copy reaches every listener once.
const store = globalThis as unknown as { __changeBus?: Bus };
const bus = (store.__changeBus ??= { listeners: new Map(), counts: new Map(), heard: false });

/** Listens to every change delivered in this process; `name` makes a second registration replace the first. */
export function listen(name: string, listener: Listener): void {
  bus.listeners.set(name, listener);
}

/**
 * Delivers a change to this process's listeners, synchronously: once it returns, no cache of this process serves what
 * the change made stale. A feed event counts as a change of every topic.
 */
export function deliver(change: Change): void {
  if (change.topic === "feed") {
    bus.heard = change.heard;
    for (const topic of ["org", "rates", "inventory", "session", "member"] as const) bus.counts.set(topic, changesSoFar(topic) + 1);
  }
  bus.counts.set(change.topic, changesSoFar(change.topic) + 1);
  for (const listener of bus.listeners.values()) listener(change);
}

/**
 * How many changes of `topic` this process has seen. A reader notes it before a read whose result it may keep, and
 * keeps the result only if it has not moved since: a change delivered while the read was under way wins.
 */
export function changesSoFar(topic: Topic): number {
  return bus.counts.get(topic) ?? 0;
}

/**
 * Whether this process hears the changes other processes make (the feed's connection is up): caches that are right
 * only while every change is heard (a member's cards, what a session is) keep nothing otherwise.
 */
export function changesHeard(): boolean {
  return bus.heard;
}
