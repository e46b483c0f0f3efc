import { encode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

jest.mock("next-auth/jwt", () => {
  const actual = jest.requireActual("next-auth/jwt");
  return { ...actual, decode: jest.fn(actual.decode) };
});

const { decode } = jest.requireMock("next-auth/jwt") as { decode: jest.Mock };

/**
 * Issue #17: a session cookie's claims are decoded once per token and kept until the token expires — never past it,
 * and never for a token that does not decode.
 */
describe("reading session tokens", () => {
  beforeEach(() => decode.mockClear());
  afterEach(() => jest.useRealTimers());

  it("decodes a token once, then answers its claims from memory", async () => {
    const { mintSessionToken, readSessionToken } = await import("@/lib/auth/session-token");
    const token = await mintSessionToken({ sub: "7", sid: "sid-7", orgId: 1 });
    expect(await readSessionToken(token)).toEqual({ sub: "7", sid: "sid-7", orgId: 1 });
    expect(await readSessionToken(token)).toEqual({ sub: "7", sid: "sid-7", orgId: 1 });
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it("keeps the kinds apart: a kept session token is still no impersonation token, and the reverse", async () => {
    const { mintImpersonationToken, mintSessionToken, readImpersonationToken, readSessionToken } = await import("@/lib/auth/session-token");
    const session = await mintSessionToken({ sub: "8", sid: "sid-8", orgId: 1 });
    const acting = await mintImpersonationToken({ sub: "9", sid: "sid-9", orgId: 1, agentSid: "sid-8" }, 600);
    for (let i = 0; i < 2; i++) {
      expect(await readImpersonationToken(session)).toBeNull();
      expect(await readSessionToken(acting)).toBeNull();
    }
  });

  it("refuses a token once it has expired, even one read before", async () => {
    const { readSessionToken } = await import("@/lib/auth/session-token");
    const token = await encode({ token: { sub: "10", sid: "sid-10", orgId: 1 }, secret: authSecret(), maxAge: 60 });
    expect(await readSessionToken(token)).toEqual({ sub: "10", sid: "sid-10", orgId: 1 });
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"], now: Date.now() + 10 * 60_000 });
    expect(await readSessionToken(token)).toBeNull();
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it("never keeps what does not decode", async () => {
    const { readSessionToken } = await import("@/lib/auth/session-token");
    expect(await readSessionToken("not-a-token")).toBeNull();
    expect(await readSessionToken("not-a-token")).toBeNull();
    expect(decode).toHaveBeenCalledTimes(2);
  });
});
