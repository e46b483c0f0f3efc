import { render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import messages from "@/messages/en-US.json";
import { convertForDisplay, DisplayCurrencyProvider, Money } from "@/components/locale/money";
import { fetchCurrencyRates } from "@/components/locale/use-currency-rates";
import { SWR_OPTIONS } from "@/components/providers/app-providers";
import type { Locale } from "@/lib/locale/locales";

const ROES = [
  { currency: "EUR", rate: 0.92 },
  { currency: "GBP", rate: 0.79 },
  { currency: "JPY", rate: 151.5 },
  { currency: "USD", rate: 1 },
];

/** jsdom has no Response: the part of one that postJson reads. */
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let warn: jest.SpyInstance;
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function wrap(children: ReactNode, locale: Locale = "en-US") {
  // A fresh SWR cache per test, with the app's no-revalidation options.
  return render(
    <SWRConfig value={{ ...SWR_OPTIONS, provider: () => new Map() }}>
      <NextIntlClientProvider locale={locale} messages={messages}>
        {children}
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

describe("fetchCurrencyRates — SPEC §7 'fromCurrency USD, toCurrency the current currency, all true'", () => {
  it("asks exactly that and reads roes and roeRate", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { status: 1, data: { fromCurrency: "USD", toCurrency: "EUR", roeRate: 0.92, roes: ROES } }));
    await expect(fetchCurrencyRates("EUR")).resolves.toEqual({ roes: ROES, roeRate: 0.92 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/general/getCurrencyRate");
    expect(JSON.parse(String(init?.body))).toEqual({ fromCurrency: "USD", toCurrency: "EUR", all: true });
  });
  it.each([
    ["the network fails", () => Promise.reject(new TypeError("offline"))],
    ["the server answers 500", () => answer(500, { status: 0 })],
    ["the answer has no roes", () => answer(200, { status: 1, data: { roeRate: 0.92 } })],
  ])("SPEC §8 'A failed currency-rate fetch is logged and gives an empty rate list': %s", async (_, reply) => {
    fetchMock.mockImplementationOnce(reply as () => Promise<Response>);
    await expect(fetchCurrencyRates("EUR")).resolves.toEqual({ roes: [] });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("<Money> — a price in the visitor's current currency", () => {
  it("converts 100.00 USD to 92.00 EUR once the rates arrive", async () => {
    fetchMock.mockReturnValue(answer(200, { status: 1, data: { roeRate: 0.92, roes: ROES } }));
    wrap(<Money amountMinor={10_000} currency="USD" displayCurrency="EUR" />);
    expect(await screen.findByText("€92.00")).toHaveAttribute("data-currency", "EUR");
  });
  it("takes the current currency from DisplayCurrencyProvider and formats for the language", async () => {
    fetchMock.mockReturnValue(answer(200, { status: 1, data: { roeRate: 0.79, roes: ROES } }));
    const { container } = wrap(
      <DisplayCurrencyProvider currency="GBP">
        <Money amountMinor={10_000} currency="EUR" />
      </DisplayCurrencyProvider>,
      "de-DE",
    );
    // 100.00 EUR / 0.92 × 0.79 = 85.869… GBP, in German notation.
    await waitFor(() => expect(container.querySelector('[data-currency="GBP"]')?.textContent).toBe("85,87\u00a0£"));
  });
  it("without rates (SPEC §8) shows the amount in its own currency and logs", async () => {
    fetchMock.mockReturnValue(answer(503, { status: 0 }));
    wrap(<Money amountMinor={10_000} currency="USD" displayCurrency="EUR" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText("$100.00")).toHaveAttribute("data-currency", "USD");
  });
  it("needs no rates when the price is already in the current currency", () => {
    wrap(<Money amountMinor={1_515} currency="JPY" displayCurrency="jpy" />);
    expect(screen.getByText("¥1,515")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("convertForDisplay", () => {
  it("uses ISO minor units: 100.00 USD → 15150 JPY", () => {
    expect(convertForDisplay(10_000, "USD", "JPY", ROES)).toEqual({ amountMinor: 15_150, currency: "JPY" });
  });
  it("leaves the amount alone when a rate is missing", () => {
    expect(convertForDisplay(10_000, "USD", "MXN", ROES)).toEqual({ amountMinor: 10_000, currency: "USD" });
    expect(convertForDisplay(10_000, "USD", null, ROES)).toEqual({ amountMinor: 10_000, currency: "USD" });
  });
});
