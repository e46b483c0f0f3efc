import { readFileSync } from "node:fs";

/**
 * CPU time a process has used so far (user + system, all its threads), in milliseconds, from /proc/<pid>/stat. Linux
 * counts it in clock ticks of 10 ms, so a measurement should span a few seconds of work.
 */
export function cpuMs(pid) {
  // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain numbers.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return (utime + stime) * 10;
}
