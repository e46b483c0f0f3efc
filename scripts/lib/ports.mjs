/**
 * Ports taken by something else, for `npm start`: find out before listening, say which process holds the port when
 * Linux's /proc tells us, and name the setting that chooses another — instead of dying on an EADDRINUSE stack trace.
 */
import { readFileSync, readdirSync, readlinkSync } from "node:fs";
import net from "node:net";

/** Thrown when a port `npm start` needs is taken; its message is the whole explanation (no stack trace needed). */
export class PortInUseError extends Error {
  constructor(message, port) {
    super(message);
    this.name = "PortInUseError";
    this.port = port;
  }
}

/** Whether a server could listen on host:port now (a trial listen, closed at once). */
export function canListen(port, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) => (error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(false) : reject(error)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Listens with an existing http/net server on port, or — when that port is taken and `fallback` is true — on a free
 * one. Resolves with the port used. A taken port without fallback rejects with a PortInUseError naming `setting`.
 */
export async function listenOn(server, { port, host = "127.0.0.1", what, setting, fallback = false }) {
  try {
    await listenOnce(server, port, host);
    return server.address().port;
  } catch (error) {
    if (error.code !== "EADDRINUSE") throw error;
    if (!fallback) throw portInUse({ port, host, what, setting });
    await listenOnce(server, 0, host);
    return server.address().port;
  }
}

function listenOnce(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.once("error", onError);
    server.listen(port, host, () => (server.off("error", onError), resolve()));
  });
}

/** Rejects with a PortInUseError unless host:port is free. */
export async function assertPortFree({ port, host = "127.0.0.1", what, setting }) {
  if (!(await canListen(port, host))) throw portInUse({ port, host, what, setting });
}

/** "Port 3000 (the web server) is already in use by node scripts/start.mjs (pid 4242). …" */
export function portInUse({ port, what, setting }) {
  const holder = processListeningOn(port);
  const by = holder ? ` by ${holder.command} (pid ${holder.pid})` : "";
  return new PortInUseError(
    `Port ${port} (${what}) is already in use${by}.\n` +
      `  If it is another "npm start", stop it first (Ctrl-C in its terminal); or choose another port: ${setting}=<port> npm start`,
    port,
  );
}

/**
 * The process listening on a TCP port, from /proc (Linux; only processes of this user are readable). Null when it
 * cannot be told — another user's process, another OS, or nothing listening.
 */
export function processListeningOn(port) {
  try {
    const inodes = new Set();
    for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
      let text;
      try {
        text = readFileSync(table, "utf8");
      } catch {
        continue;
      }
      for (const line of text.split("\n").slice(1)) {
        const cols = line.trim().split(/\s+/);
        // local_address is HEXIP:HEXPORT, st 0A is LISTEN, inode is column 10
        if (cols.length > 9 && cols[3] === "0A" && parseInt(cols[1].split(":")[1], 16) === port) inodes.add(cols[9]);
      }
    }
    if (inodes.size === 0) return null;
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      let fds;
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        let target;
        try {
          target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          continue;
        }
        const match = /^socket:\[(\d+)\]$/.exec(target);
        if (match && inodes.has(match[1])) return { pid: Number(pid), command: commandOf(pid) };
      }
    }
  } catch {
    // best effort only
  }
  return null;
}

function commandOf(pid) {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    // node /home/me/travel/scripts/start.mjs → node scripts/start.mjs
    const short = argv.map((arg, i) => (i === 0 ? arg.split("/").pop() : arg.startsWith("/") ? arg.split("/").slice(-2).join("/") : arg));
    return short.join(" ").slice(0, 120) || `process ${pid}`;
  } catch {
    return `process ${pid}`;
  }
}
