import net from "node:net";
import { BASE_URL } from "../support/http";
import { MAX_JSON_BYTES } from "@/lib/http/read-json";

/**
 * A call refused before its body is read (413 for a body over the limit) is answered while the client is still
 * sending. The server must not reset the connection under a client that keeps writing: it half-closes, discards the
 * rest of the body and closes once the client is done — else the client may get EPIPE/ECONNRESET instead of the 413.
 */
type Exchange = { head: string; writeError: string | null; closedCleanly: boolean };

function uploadPastTheAnswer(declaredBytes: number, firstPart: number): Promise<Exchange> {
  const { port } = new URL(BASE_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: "localhost", allowHalfOpen: true });
    let received = "";
    let writeError: string | null = null;
    let sent = 0;
    const sendRest = () => {
      // The answer came: send what is left of the body, as a client that writes its whole body before reading does.
      const rest = Buffer.alloc(declaredBytes - sent, 0x61);
      socket.write(rest, (error) => {
        if (error) writeError = error.message;
        socket.end();
      });
    };
    socket.on("connect", () => {
      socket.write(`POST /api/signIn HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${declaredBytes}\r\n\r\n`);
      socket.write(Buffer.alloc(firstPart, 0x61));
      sent = firstPart;
    });
    socket.on("data", (chunk: Buffer) => {
      const before = received;
      received += chunk.toString("latin1");
      if (!before.includes("\r\n\r\n") && received.includes("\r\n\r\n")) setTimeout(sendRest, 50);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => (writeError ??= error.code ?? error.message));
    socket.on("close", (hadError) => resolve({ head: received.split("\r\n\r\n")[0]!, writeError, closedCleanly: !hadError }));
  });
}

describe("an answer sent before the request's body was read", () => {
  it("reaches a client that goes on sending its body, and the connection then closes without a reset", async () => {
    const declared = 4 * MAX_JSON_BYTES;
    const answer = await uploadPastTheAnswer(declared, 64 * 1024);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.head).toMatch(/^connection: close$/im);
    expect(answer.writeError).toBeNull();
    expect(answer.closedCleanly).toBe(true);
  });
});
