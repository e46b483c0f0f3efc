import net from "node:net";

export type RawAnswer = { status: number; retryAfter: string | null; from: string; ms: number; error?: string };

/**
 * One HTTP/1.1 request over its own socket from `localAddress`, for floods: thousands at once, each from the address
 * chosen; status 0 when the connection failed or was reset.
 */
export function rawRequest(port: number, localAddress: string, request: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    const chunks: Buffer[] = [];
    const started = Date.now();
    let settled = false;
    let error: string | undefined;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0] ?? "";
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, retryAfter: /^retry-after:\s*(\S+)/im.exec(head)?.[1] ?? null, from: localAddress, ms: Date.now() - started, error });
    };
    const timer = setTimeout(() => socket.destroy(new Error("no answer within 200 s")), 200_000);
    // Written, not ended: a client that half-closes its socket tells Node's server to drop the request unanswered.
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", finish);
    socket.on("error", (e: Error) => (error = e.message));
  });
}

/** A POST of a JSON body as raw HTTP/1.1 text, the connection closed after the answer. */
export function rawJsonPost(port: number, path: string, body: unknown, headers: Record<string, string> = {}): string {
  const text = JSON.stringify(body);
  return [
    `POST ${path} HTTP/1.1`,
    `Host: localhost:${port}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(text)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
    "",
    text,
  ].join("\r\n");
}
