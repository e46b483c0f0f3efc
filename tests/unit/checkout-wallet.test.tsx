import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en-US.json";
import { CheckoutWalletProvider, useCheckoutWallet } from "@/components/wallet/checkout-wallet-context";
import { CheckoutWalletPanel } from "@/components/wallet/checkout-wallet-panel";
import { PaymentSection } from "@/components/booking/payment-section";
import type { CheckoutWalletData } from "@/lib/wallet/checkout-data";
import type { CardOption } from "@/lib/wallet/plan";
import { specCard } from "../support/spec-card";

function card(id: number, over: Partial<CardOption>): CardOption {
  return {
    ...specCard({ payment_card_id: id, card_code: `C${id}` }),
    card_type: "CERTIFICATE",
    balance_minor: 5_000,
    amount_minor: 5_000,
    applies: true,
    reason: null,
    ...over,
  };
}

const base: CheckoutWalletData = {
  product: "HLT",
  currency: "USD",
  totalMinor: 22_000,
  options: ["Discount Cards", "Certificates", "Cash Card"],
  certificates: [],
  discountCards: [],
  cashCards: [],
  orgCertificates: [],
  defaultOrgCertificateId: null,
  discountCardsAvailable: false,
  rates: [["USD", "1"]],
  minorUnits: [["USD", 2]],
  displayCurrency: "USD",
};

function Book() {
  const wallet = useCheckoutWallet()!;
  return (
    <button type="button" data-testid="book" onClick={() => wallet.confirmBooking()}>
      book
    </button>
  );
}

function renderPanel(data: Partial<CheckoutWalletData>) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
      <CheckoutWalletProvider data={{ ...base, ...data }}>
        <CheckoutWalletPanel />
        <Book />
      </CheckoutWalletProvider>
    </NextIntlClientProvider>,
  );
}

describe("checkout wallet panel", () => {
  it("says for every card whether it applies and why not; previews the split", async () => {
    renderPanel({
      certificates: [card(1, { card_code: "CERT-OK" }), card(2, { card_code: "CERT-ACT", services: ["ACT"], applies: false, reason: "wrongProduct" })],
      cashCards: [
        card(3, { card_code: "CASH", card_type: "CASH_CARD", balance_minor: 30_000 }),
        card(4, { card_code: "CASH-OLD", card_type: "CASH_CARD", applies: false, reason: "expired" }),
      ],
    });
    const reason = (code: string) =>
      screen
        .getAllByTestId("wallet-card")
        .find((el) => el.dataset.cardCode === code)!
        .querySelector('[data-testid="wallet-card-reason"]')!;
    expect(reason("CERT-OK")).toHaveTextContent("Applies to this booking");
    expect(reason("CERT-ACT")).toHaveTextContent("Not valid for this product");
    expect(reason("CASH-OLD")).toHaveTextContent("Expired");
    // The first matching certificate is the default selection.
    expect(screen.getByTestId("split-certificate")).toHaveTextContent("−$50.00");
    expect(screen.getByTestId("split-remainder")).toHaveTextContent("$170.00");
    await userEvent.click(screen.getByTestId("cash-CASH"));
    expect(screen.getByTestId("split-cash")).toHaveTextContent("−$170.00");
    expect(screen.getByTestId("split-remainder")).toHaveTextContent("$0.00");
  });

  it("choosing a discount card clears the certificate and vice versa; back to discount cards only restores the last one", async () => {
    renderPanel({
      certificates: [card(1, { card_code: "CERT" })],
      discountCards: [
        card(5, { card_code: "D1", card_type: "DISCOUNT_CARD", balance_minor: 1_000 }),
        card(6, { card_code: "D2", card_type: "DISCOUNT_CARD", balance_minor: 2_000 }),
      ],
      discountCardsAvailable: true,
    });
    await userEvent.click(screen.getByTestId("discount-D2"));
    expect(screen.getByTestId("split-certificate")).toHaveTextContent("$0.00");
    expect(screen.getByTestId("split-discount")).toHaveTextContent("−$20.00");
    await userEvent.click(screen.getByTestId("wallet-choose-certificate"));
    await userEvent.click(await screen.findByTestId(`certificate-option-CERT`));
    await userEvent.click(screen.getByTestId("certificate-apply"));
    await waitFor(() => expect(screen.getByTestId("split-certificate")).toHaveTextContent("−$50.00"));
    expect(screen.getByTestId("split-discount")).toHaveTextContent("$0.00");
    await userEvent.click(screen.getByTestId("wallet-choose-certificate"));
    await userEvent.click(await screen.findByTestId("certificate-option-only-discount"));
    await userEvent.click(screen.getByTestId("certificate-apply"));
    await waitFor(() => expect(screen.getByTestId("split-discount")).toHaveTextContent("−$20.00"));
    expect(screen.getByTestId("wallet-chosen-certificate")).toHaveTextContent("Use discount cards only");
  });

  it("SPEC §5: with an organisation default and no certificate chosen, booking opens the certificate modal", async () => {
    renderPanel({
      orgCertificates: [
        { id: 9, name: "Welcome", payment_product_code: "HLT", payment_card_currency: "USD", payment_card_redemption_price: 30, redemption_price_minor: 3_000 },
      ],
      defaultOrgCertificateId: 9,
    });
    expect(screen.getByTestId("wallet-chosen-certificate")).toHaveTextContent("No certificate chosen");
    await userEvent.click(screen.getByTestId("book"));
    expect(await screen.findByTestId("certificate-modal")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Welcome/ })).toBeChecked();
  });

  it('SPEC §4 "if the selection no longer matches it resets to the first": fresh data without the chosen card', async () => {
    const a = card(1, { card_code: "CERT-A", balance_minor: 5_000 });
    const b = card(2, { card_code: "CERT-B", balance_minor: 8_000 });
    const tree = (certificates: CardOption[]) => (
      <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
        <CheckoutWalletProvider data={{ ...base, certificates }}>
          <CheckoutWalletPanel />
        </CheckoutWalletProvider>
      </NextIntlClientProvider>
    );
    const { rerender } = render(tree([a, b]));
    await userEvent.click(screen.getByTestId("wallet-choose-certificate"));
    await userEvent.click(await screen.findByTestId("certificate-option-CERT-B"));
    await userEvent.click(screen.getByTestId("certificate-apply"));
    await waitFor(() => expect(screen.getByTestId("split-certificate")).toHaveTextContent("−$80.00"));
    // CERT-B was used in another tab: the refreshed page no longer offers it.
    rerender(tree([a, { ...b, status: "USED", applies: false, reason: "used" }]));
    expect(screen.getByTestId("split-certificate")).toHaveTextContent("−$50.00");
  });
});

describe('issue #29 "every amount — checkout totals, wallet lines, the Pay button — in the currency the visitor chose"', () => {
  // A stay priced in EUR (€385.00) for a member who chose USD; 1 USD = 0.92 EUR.
  const eurStay: Partial<CheckoutWalletData> = {
    currency: "EUR",
    totalMinor: 38_500,
    displayCurrency: "USD",
    rates: [
      ["USD", "1"],
      ["EUR", "0.92"],
    ],
    minorUnits: [
      ["USD", 2],
      ["EUR", 2],
    ],
  };

  it("shows the wallet's lines and the Pay button in USD, and says once beside Pay what the card is charged in EUR", async () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
        <CheckoutWalletProvider
          data={{
            ...base,
            ...eurStay,
            certificates: [card(1, { card_code: "CERT-EUR", currency: "EUR", balance_minor: 6_272 })],
            cashCards: [card(3, { card_code: "CASH", card_type: "CASH_CARD", currency: "USD", balance_minor: 15_000 })],
          }}
        >
          <CheckoutWalletPanel />
          <PaymentSection busy={false} price={{ totalMinor: 38_500, currency: "EUR", view: { ...base, ...eurStay } as CheckoutWalletData }} />
        </CheckoutWalletProvider>
      </NextIntlClientProvider>,
    );
    const balance = (code: string) =>
      screen
        .getAllByTestId("wallet-card")
        .find((el) => el.dataset.cardCode === code)!
        .querySelector('[data-testid="wallet-card-balance"]')!;
    // A card keeps its own currency, with the visitor's beside it when they differ.
    expect(balance("CERT-EUR")).toHaveTextContent("€62.72 (about $68.17)");
    expect(balance("CASH")).toHaveTextContent(/^\$150\.00$/);
    expect(screen.getByTestId("split-certificate")).toHaveTextContent("−$68.17");
    expect(screen.getByTestId("split-cash")).toHaveTextContent("$0.00");
    expect(screen.getByTestId("split-remainder")).toHaveTextContent("$350.31");
    // Issue #51 item 4: "make the Pay button itself name the charged amount and currency" — the euros the provider's
    // page will charge, the dollars of the split beside them.
    expect(screen.getByTestId("checkout-pay")).toHaveTextContent("Pay €322.28 (about $350.31) and book");
    expect(screen.getByTestId("card-currency-note")).toHaveTextContent("Your card is charged €322.28 — 1 USD = 0.92 EUR");
    expect(document.body.textContent).not.toMatch(/€0\.00|−€/);
  });
});
