import { z } from "zod";

// zod 4 probes whether it may compile validators with `Function("")`; under our CSP (no 'unsafe-eval') the browser
// refuses it and reports a CSP violation on every page. Jitless mode skips the probe; the schemas work the same.
z.config({ jitless: true });
