import path from "node:path";

/**
 * Node's arguments for one web process. V8 sizes its heap by the machine, not by what the app needs: with the
 * default limit a web process grew from ~780 MB to ~1.1 GB resident under 10 minutes of mixed load, while capped at
 * 384 MB it stayed flat (bench/results). WEB_HEAP_MB sets the cap (0 leaves Node's default).
 */
export function webServerArgs(root) {
  const heapMb = webHeapMb();
  return [...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []), path.join(root, "scripts", "server.mjs")];
}

/** The heap cap of web processes in MB (WEB_HEAP_MB, default 384); 0 means Node's default. */
export function webHeapMb() {
  const heapMb = Number(process.env.WEB_HEAP_MB ?? 384);
  if (!Number.isInteger(heapMb) || heapMb < 0) throw new Error(`WEB_HEAP_MB must be a whole number of megabytes (got ${process.env.WEB_HEAP_MB})`);
  return heapMb;
}
