import path from "node:path";

/**
 * Node's arguments for one web process. V8 sizes its heap by the machine, not by what the app needs: with the
 * default limit a web process grew from ~780 MB to ~1.1 GB resident under 10 minutes of mixed load, while capped at
 * 384 MB it stayed flat (bench/results). WEB_HEAP_MB sets the cap (0 leaves Node's default).
 *
 * The young generation is widened too (WEB_SEMI_SPACE_MB): with twenty calls in flight, a request's objects were
 * still alive at most of the default's collections, so they were copied, promoted and then collected again by the
 * old generation's longer pauses (docs/benchmarks.md).
 */
export function webServerArgs(root) {
  const heapMb = webHeapMb();
  const semiSpaceMb = webSemiSpaceMb();
  return [
    ...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []),
    ...(semiSpaceMb > 0 ? [`--max-semi-space-size=${semiSpaceMb}`] : []),
    path.join(root, "scripts", "server.mjs"),
  ];
}

/** The heap cap of web processes in MB (WEB_HEAP_MB, default 384); 0 means Node's default. */
export function webHeapMb() {
  return wholeMegabytes("WEB_HEAP_MB", 384);
}

/** The most each of the young generation's two halves may grow to, in MB (WEB_SEMI_SPACE_MB, default 32); 0 means Node's default. */
export function webSemiSpaceMb() {
  return wholeMegabytes("WEB_SEMI_SPACE_MB", 32);
}

function wholeMegabytes(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of megabytes (got ${process.env[name]})`);
  return value;
}
