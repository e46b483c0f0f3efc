import { startCacheSeam } from "@/lib/cache/seam";

// A test process runs domain code as a web process does: what it publishes reaches its caches through the seam
// (lib/cache/seam.ts), which instrumentation.ts starts in a web process.
startCacheSeam();
