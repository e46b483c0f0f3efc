import { readdirSync, readFileSync } from "node:fs";

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

/** The parent's pid of a process, from /proc/<pid>/stat (field 4). */
function parentPid(pid) {
  return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
}

/**
 * cpuMs of a process and of its children: a web server started with WEB_PROCESSES > 1 is a primary that only forks,
 * and its workers do the work.
 */
export function treeCpuMs(pid) {
  let total = cpuMs(pid);
  for (const entry of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (parentPid(entry) === pid) total += cpuMs(entry);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
