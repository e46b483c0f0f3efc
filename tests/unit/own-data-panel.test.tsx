import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { OwnDataPanel } from "@/components/ui/own-data-panel";

const labels = { loading: "Loading…", failed: "Could not load this.", retry: "Try again" };

function renderPanel() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <OwnDataPanel<{ name: string }>
        path="/api/own"
        labels={labels}
        testId="own"
        signedOut={<p data-testid="signed-out">Please sign in</p>}
        render={(data) => <p data-testid="own-data">{data.name}</p>}
      />
    </SWRConfig>,
  );
}

/** Answers in turn; jsdom has no Response, and sendJson reads only these fields. */
function answers(...list: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (path: string) => {
    calls.push(path);
    const { status, body } = list[Math.min(calls.length, list.length) - 1]!;
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
  return calls;
}

/**
 * A page shared by every member of a class (lib/page-cache) fills in the visitor's own part once on screen: a
 * skeleton while it comes, the part, the sign-in prompt if the session ended meanwhile, an error with a retry.
 */
describe("the visitor's own part on a shared page", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("shows a skeleton, then the part drawn from the API's data", async () => {
    const calls = answers({ status: 200, body: { status: 1, data: { name: "Maya's trips" } } });
    renderPanel();
    expect(screen.getByTestId("own-loading")).toHaveTextContent("Loading…");
    expect(await screen.findByTestId("own-data")).toHaveTextContent("Maya's trips");
    expect(calls).toEqual(["/api/own"]);
  });

  it("offers the sign-in prompt when the API says the session has ended (401)", async () => {
    answers({ status: 401, body: { status: 0, message: "Please sign in." } });
    renderPanel();
    expect(await screen.findByTestId("signed-out")).toBeInTheDocument();
    expect(screen.queryByTestId("own-failed")).toBeNull();
  });

  it("says it could not load on a failure, and loads again on retry", async () => {
    const calls = answers({ status: 503, body: { status: 0, message: "The service is busy." } }, { status: 200, body: { status: 1, data: { name: "Back" } } });
    renderPanel();
    expect(await screen.findByTestId("own-failed")).toHaveTextContent("Could not load this.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("own-data")).toHaveTextContent("Back");
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
