const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds, or fails with what it last saw. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, { timeoutMs = 30_000, everyMs = 500 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch {
      // not yet
    }
    await sleep(everyMs);
  }
  throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)?.slice(0, 300)}`);
}
