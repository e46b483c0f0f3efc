import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en-US.json";
import { AuthDialogProvider } from "@/components/auth/auth-dialog-context";
import { SocialButtons } from "@/components/auth/social-buttons";

function renderButtons(socialProviders: string[], prepare?: () => Promise<Record<string, string> | null>, or?: "before" | "after") {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <AuthDialogProvider site={{ accessCodeFlag: 0, socialProviders, countryCode: "US" }}>
        <SocialButtons mode="signin" prepare={prepare} or={or} />
      </AuthDialogProvider>
    </NextIntlClientProvider>,
  );
}

describe("SocialButtons (SPEC §2: only the providers enabled by configuration)", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("renders nothing when no provider is enabled for the organisation", () => {
    renderButtons([]);
    expect(screen.queryByTestId("social-buttons")).toBeNull();
  });

  it("renders exactly the enabled providers", () => {
    renderButtons(["google"]);
    expect(screen.getByTestId("social-google")).toHaveTextContent("Continue with Google");
    expect(screen.queryByTestId("social-facebook")).toBeNull();
  });

  it("sends the context to /api/social/start; a failure does nothing visible and frees the button (SPEC §8)", async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ status: 0 }), { status: 404, headers: { "content-type": "application/json" } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderButtons(["google", "facebook"], async () => ({ referral_code: "R1", trip_id: "T1" }));
    await userEvent.click(screen.getByTestId("social-facebook"));
    await waitFor(() => expect(screen.getByTestId("social-facebook")).toBeEnabled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/social/start");
    expect(JSON.parse(String(init.body))).toEqual({ provider: "facebook", mode: "signin", returnTo: "/", referral_code: "R1", trip_id: "T1" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a prepare step that says no (e.g. a missing access code) starts nothing", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    renderButtons(["google"], async () => null);
    await userEvent.click(screen.getByTestId("social-google"));
    await waitFor(() => expect(screen.getByTestId("social-google")).toBeEnabled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the 'or' stands between two ways, never alone on top: before the buttons after a form, after them before sign-up by e-mail", () => {
    const { unmount } = renderButtons(["google"]);
    const first = screen.getByTestId("social-buttons").firstElementChild;
    expect(first).toBe(screen.getByTestId("social-or"));
    unmount();
    renderButtons(["google"], undefined, "after");
    expect(screen.getByTestId("social-buttons").lastElementChild).toBe(screen.getByTestId("social-or"));
    // Written as the catalogue words it, not upper-cased by a style.
    expect(screen.getByTestId("social-or")).toHaveTextContent(/^or$/);
    expect(screen.getByTestId("social-or").className).not.toMatch(/uppercase/);
  });
});
