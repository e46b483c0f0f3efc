import { TextEncoder } from "node:util";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en-US.json";
import { LinkShare } from "@/components/referral/link-share";
import { ReferralVisit } from "@/components/referral/referral-visit";

// jsdom lacks TextEncoder, which the qrcode package needs (browsers have it).
(globalThis as { TextEncoder?: unknown }).TextEncoder ??= TextEncoder;

/** A fetch answer with just what postJson reads. */
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

const wrap = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

describe("ReferralVisit: a visit with referral parameters is reported to the server", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    window.history.replaceState(null, "", "/");
  });

  it("posts the link's parameters once and greets with the referrer's name as the server knows it", async () => {
    window.history.replaceState(null, "", "/?signup=1&referral_code=MAYA1&referral_name=Evil%20Name&referral_org=default&campaign=7");
    const fetchMock = jest.fn(async () => answer({ status: 1, data: { counted: true, referrer: { name: "Maya M." }, redirect: null } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    wrap(<ReferralVisit />);
    expect(await screen.findByTestId("referral-banner")).toHaveTextContent("Maya M. invited you. Sign up to start your first trip.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/referral/click");
    expect(JSON.parse(String(init.body))).toMatchObject({ referral_code: "MAYA1", referral_org: "default", campaign: "7", redirect: null });
  });

  it("does nothing on a page without referral_code", () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    wrap(<ReferralVisit />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId("referral-banner")).toBeNull();
  });
});

describe("LinkShare: copy, share and QR code of the referral link", () => {
  it("copies the link to the clipboard and draws it as a QR code", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const url = "http://localhost:3000/?referral_code=MAYA1&referral_name=Maya%20M.&referral_org=default";
    wrap(<LinkShare url={url} title="Refer a friend" />);
    expect(screen.getByTestId("referral-link")).toHaveValue(url);
    await user.click(screen.getByTestId("copy-link"));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByTestId("copy-link")).toHaveTextContent("Copied!");
    await waitFor(() => expect(screen.getByTestId("referral-qr").querySelector("svg")).not.toBeNull());
    const mail = screen.getByRole("link", { name: "Email" });
    expect(decodeURIComponent(mail.getAttribute("href")!)).toContain(url);
  });
});
