import http from "node:http";
import net from "node:net";

/**
 * A TCP proxy in front of a dependency (PostgreSQL, SMTP, an HTTP provider) that a fault test can switch:
 *   up   — bytes pass both ways;
 *   down — the port is closed and every open connection is cut, as when the server process stops;
 *   hang — connections are accepted and read, but nothing is forwarded or answered, as with a stuck server;
 *   freeze — like hang, but open connections stay open and simply stop moving, as with a server that froze mid-way
 *            (a client sees no error, only silence).
 * A small HTTP control endpoint (POST /mode/{up|down|hang|freeze}, GET /mode) lets the test process switch it.
 */
export async function startFaultProxy({ name, targetPort, targetHost = "127.0.0.1" }) {
  let mode = "up";
  const sockets = new Set();
  const pairs = new Set();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => undefined);
    if (mode === "hang" || mode === "freeze") return client.resume();
    const upstream = net.connect({ port: targetPort, host: targetHost });
    sockets.add(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on("close", () => pairs.delete(pair));
    upstream.on("close", () => (sockets.delete(upstream), client.destroy()));
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await listen(server, 0);
  const port = server.address().port;

  async function setMode(next) {
    if (!["up", "down", "hang", "freeze"].includes(next)) throw new Error(`unknown mode ${next}`);
    if (next === "freeze") {
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear();
      mode = next;
      return;
    }
    for (const s of sockets) s.destroy();
    sockets.clear();
    pairs.clear();
    if (next === "down" && server.listening) await new Promise((resolve) => server.close(resolve));
    if (next !== "down" && !server.listening) await listen(server, port);
    mode = next;
  }

  const control = http.createServer(async (req, res) => {
    const match = /^\/mode\/(up|down|hang|freeze)$/.exec(req.url ?? "");
    if (req.method === "POST" && match) await setMode(match[1]);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ name, mode }));
  });
  await listen(control, 0);
  const controlUrl = `http://127.0.0.1:${control.address().port}`;
  return {
    name,
    port,
    controlUrl,
    setMode,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all([server.listening ? new Promise((r) => server.close(r)) : null, new Promise((r) => control.close(r))]);
    },
  };
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => (server.off("error", reject), resolve()));
  });
}
