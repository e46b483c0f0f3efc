/**
 * Keeps one child process running (the web server of `npm start`): when it exits without being asked to, it is
 * started again after a back-off (0.5 s, 1 s, 2 s, 4 s, … up to 10 s). A process that keeps dying soon after its start
 * is not restarted forever: after `maxCrashes` exits within `windowMs` of each other, `onGiveUp(code)` is called.
 *
 * `start()` returns a ChildProcess (or anything with `exitCode` and an "exit" event and `kill()`).
 */
export function supervise({
  name,
  start,
  onGiveUp,
  log = (line) => console.error(line),
  maxCrashes = 5,
  windowMs = 60_000,
  backoffMs = (crashes) => Math.min(10_000, 500 * 2 ** (crashes - 1)),
  stopGraceMs = 5000,
  now = Date.now,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
}) {
  let child;
  let stopping = false;
  let restartTimer;
  const crashes = [];

  function launch() {
    restartTimer = undefined;
    if (stopping) return;
    child = start();
    const current = child;
    current.once("exit", (code, signal) => {
      if (stopping || current !== child) return;
      const at = now();
      crashes.push(at);
      while (crashes.length && at - crashes[0] > windowMs) crashes.shift();
      if (crashes.length >= maxCrashes) {
        log(`${name} exited with ${code ?? signal}; it failed ${crashes.length} times within ${Math.round(windowMs / 1000)} s, giving up`);
        onGiveUp(code ?? 1);
        return;
      }
      const wait = backoffMs(crashes.length);
      log(`${name} exited with ${code ?? signal}; restarting in ${wait} ms`);
      restartTimer = setTimer(launch, wait);
    });
  }

  launch();
  return {
    /** The process running now. */
    get child() {
      return child;
    },
    /** Stops it for good (no restart): SIGTERM, then SIGKILL after the grace period. */
    stop() {
      stopping = true;
      if (restartTimer) clearTimer(restartTimer);
      return new Promise((resolve) => {
        if (!child || child.exitCode !== null || child.signalCode) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimer(() => child.kill("SIGKILL"), stopGraceMs)?.unref?.();
      });
    },
  };
}
