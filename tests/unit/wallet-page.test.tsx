import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import messages from "@/messages/en-US.json";
import { WalletPage } from "@/components/wallet/wallet-page";

const card = (over: Record<string, unknown>) => ({
  payment_card_id: 1,
  card_code: "C-1",
  pro_code: "Hotel certificate",
  status: "ACTIVE",
  services: ["HLT"],
  card_amount: 75,
  currency: "USD",
  expires_at: null,
  card_type: "CERTIFICATE",
  balance_minor: 7_500,
  amount_minor: 7_500,
  display_amount: 75,
  history: [],
  ...over,
});
const details = { count: 1, active_count: 1, total_amount: 75, currency: "USD", next_expiry: null };
function entry(orgSiteWallet: string) {
  return {
    certidata: [card({})],
    discountcarddata: [],
    cashcarddata: [card({ payment_card_id: 2, card_code: "CASH-1", pro_code: null, card_type: "CASH_CARD", card_amount: 12.5 })],
    certificate_details: details,
    discountcard_details: { ...details, count: 0, total_amount: 0 },
    cashcard_details: { ...details, total_amount: 12.5 },
    walletOptions: { org_site_wallet: orgSiteWallet },
  };
}

function renderPage() {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <WalletPage currency="USD" />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  // jsdom has no Response: the fields postJson reads are enough.
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;
}

describe("/wallet (SPEC §4: a loading flag; after fetching the user's payment cards the loaded flag is set after 500 ms)", () => {
  const realFetch = global.fetch;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  async function settle(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  it("shows loading, still loading 499 ms after the fetch, loaded at 500 ms, with one panel per enabled option", async () => {
    answer(200, { status: 1, data: { data: [entry("Certificates,Cash Card")] } });
    renderPage();
    expect(screen.getByTestId("wallet-loading")).toBeInTheDocument();
    // A skeleton of the list, announced as a status, rather than a spinner.
    expect(screen.getByRole("status")).toBe(screen.getByTestId("wallet-loading"));
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
    await settle(0);
    await settle(499);
    expect(screen.getByTestId("wallet-loading")).toBeInTheDocument();
    await settle(1);
    expect(screen.getByTestId("wallet-loaded")).toBeInTheDocument();
    expect(screen.getByTestId("wallet-panel-certificates")).toBeInTheDocument();
    expect(screen.getByTestId("wallet-panel-cash-card")).toHaveTextContent("$12.50");
    expect(screen.queryByTestId("wallet-panel-discount-cards")).toBeNull();
    expect(screen.queryByTestId("wallet-panel-myvacations")).toBeNull();
    // The products a card is valid for are named as the navigation names them, not by their codes.
    expect(screen.getByTestId("wallet-panel-certificates")).toHaveTextContent("Valid for: Hotels");
  });

  it('"The wallet is shown if any returned entry has an org_site_wallet option": none → not shown', async () => {
    answer(200, { status: 1, data: { data: [entry("")] } });
    renderPage();
    await settle(600);
    expect(screen.getByTestId("wallet-not-enabled")).toBeInTheDocument();
  });

  it('SPEC §8 "Failed wallet fetches are only logged and yield null/empty"', async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    answer(500, { status: 0 });
    renderPage();
    await settle(600);
    expect(screen.getByTestId("wallet-error")).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
