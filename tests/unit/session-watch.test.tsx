import { act, render, waitFor } from "@testing-library/react";
import { SessionWatch, SESSION_CHECK_INTERVAL_MS } from "@/components/auth/session-watch";

/** jsdom has no Response: the part of one that postJson reads. */
function answer(body: unknown) {
  return Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);
}

const ok = { status: "success", result: { userId: 1 }, message: { ssocheck: { is_sso: true, session_out_url: "https://partner.example/out" } } };
const ended = (url: string | null, isSso = true) => ({ status: "failed", result: null, message: { ssocheck: { is_sso: isSso, session_out_url: url } } });

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe("SessionWatch (SPEC §6: SSO users failing the session check go to the session-out URL)", () => {
  it("checks on load and, when the SSO session has ended, signs out and leaves for the session-out URL", async () => {
    fetchMock.mockImplementation((url) => answer(url === "/api/auth/checkLogin" ? ended("https://partner.example/out") : { status: 1 }));
    const onSessionOut = jest.fn();
    render(<SessionWatch onSessionOut={onSessionOut} />);
    await waitFor(() => expect(onSessionOut).toHaveBeenCalledWith("https://partner.example/out"));
    expect(calls("/api/auth/checkLogin")).toBe(1);
    expect(calls("/api/iqps/logout")).toBe(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "POST" });
  });

  it("checks again on a plain interval, not on focus, and stays while the session is live", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(() => answer(ok));
    const onSessionOut = jest.fn();
    render(<SessionWatch onSessionOut={onSessionOut} />);
    await act(async () => undefined);
    expect(calls("/api/auth/checkLogin")).toBe(1);
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(calls("/api/auth/checkLogin")).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    });
    expect(calls("/api/auth/checkLogin")).toBe(2);
    expect(onSessionOut).not.toHaveBeenCalled();
  });

  it("does nothing for a failed check that is not an SSO session or has no usable URL", async () => {
    for (const body of [ended(null, false), ended(null), ended("javascript:alert(1)"), null]) {
      fetchMock.mockReset();
      fetchMock.mockImplementation(() => answer(body));
      const onSessionOut = jest.fn();
      const { unmount } = render(<SessionWatch onSessionOut={onSessionOut} />);
      await waitFor(() => expect(calls("/api/auth/checkLogin")).toBe(1));
      await act(async () => undefined);
      expect(onSessionOut).not.toHaveBeenCalled();
      expect(calls("/api/iqps/logout")).toBe(0);
      unmount();
    }
  });

  it("stops checking once unmounted", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(() => answer(ok));
    const { unmount } = render(<SessionWatch />);
    await act(async () => undefined);
    unmount();
    await act(async () => {
      jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS * 3);
    });
    expect(calls("/api/auth/checkLogin")).toBe(1);
  });
});
