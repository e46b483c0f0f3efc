import { config } from "zod/v4/core";

// zod 4 probes whether it may compile validators with `Function("")`; under our CSP (no 'unsafe-eval') the browser
// refuses it and reports a CSP violation on every page. Jitless mode skips the probe; the schemas work the same.
// The setting lives in zod's core, shared by every zod import; importing only the core keeps zod itself out of the
// code every page loads.
config({ jitless: true });
