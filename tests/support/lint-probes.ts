import { spawnSync } from "node:child_process";

export type LintProbe = { file: string; code: string };
export type LintFinding = { ruleId: string | null; message: string };

/**
 * Lints each snippet as if it were the named file, with the project's own eslint.config.mjs, in one child process (the
 * flat config is an ES module, which jest's VM cannot load), and returns each snippet's findings of `rules`. Only those
 * rules run (ESLint's ruleFilter): the React Compiler rules of the full set cost about ten seconds of CPU per process
 * and guard nothing a probe asks about.
 */
export function lintProbes(probes: LintProbe[], rules: string[]): LintFinding[][] {
  const script = `
    const { ESLint } = require("eslint");
    const [probes, rules] = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ ruleFilter: ({ ruleId }) => rules.includes(ruleId) });
      const out = [];
      for (const p of probes) {
        const [result] = await eslint.lintText(p.code, { filePath: p.file });
        out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const run = spawnSync(process.execPath, ["-e", script, JSON.stringify([probes, rules])], { cwd: process.cwd(), encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as LintFinding[][];
}
