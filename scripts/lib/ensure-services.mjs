import { existsSync } from "node:fs";
import { portIsOpen } from "./proc.mjs";
import { run } from "./proc.mjs";

/** Starts the machine's PostgreSQL if it is installed but stopped (the command the machine notes give). */
export async function ensurePostgres() {
  if (await portIsOpen(5432)) return;
  console.log("> PostgreSQL is not answering on 5432; trying to start it");
  await run("bash", ["-c", "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start"]).catch(() => undefined);
  for (let i = 0; i < 50 && !(await portIsOpen(5432)); i++) await new Promise((r) => setTimeout(r, 200));
  if (!(await portIsOpen(5432))) throw new Error("PostgreSQL is not running on 127.0.0.1:5432 and could not be started; set TEST_DATABASE_URL");
}

/** Debian's Chromium, the browser a visitor runs (Lighthouse audits it; Playwright's own download cannot work offline). */
export function ensureChromium() {
  return ensureDebianPackage("chromium", "/usr/bin/chromium");
}

/**
 * Debian's Chromium headless shell, for the Playwright suites: the same Blink and V8 without the full browser's window
 * and compositor machinery — what Playwright itself launches for headless runs. The end-to-end lane's browsers took
 * less than half the CPU with it (docs/testing.md), and the lane is bound by the machine's two cores.
 */
export function ensureHeadlessChromium() {
  return ensureDebianPackage("chromium-headless-shell", "/usr/bin/chromium-headless-shell");
}

async function ensureDebianPackage(name, binary) {
  if (existsSync(binary)) return binary;
  console.log(`> Installing Debian's ${name} for the browser tests (about a minute)`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) => (sudo.length ? run("sudo", ["apt-get", ...args]) : run("apt-get", args));
  await apt(["update", "-qq"]);
  await apt(["install", "-y", "-qq", name]);
  return binary;
}
