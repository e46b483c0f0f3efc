"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { shownParts } from "@/lib/locale/money-view";
import type { CardOption } from "@/lib/wallet/plan";
import type { CheckoutWalletData } from "@/lib/wallet/checkout-data";
import { certificateCheck } from "@/lib/wallet/certificate-check";
import { ONLY_DISCOUNT, WALLET_OPTIONS } from "@/lib/wallet/constants";
import { splitPayment, type Split } from "@/lib/wallet/pricing";
import {
  chooseCertificate,
  chooseDiscountCard,
  currentSelection,
  isCertificateChosen,
  recordHistory,
  selectionKey,
  type WalletChoice,
} from "@/lib/wallet/rules";
import type { WalletUse } from "@/lib/wallet/schemas";

export const orgKey = (id: number) => `org:${id}`;
type HistoryEntry = { type: "certificate" | "discount" | "cash"; key: string | null };

type CheckoutWallet = {
  data: CheckoutWalletData;
  choice: WalletChoice;
  split: Split;
  /** The split's lines in the visitor's currency, adding up to the total shown (lib/locale/money-view.ts). */
  shown: { certificate: number; discount: number; cash: number; remainder: number };
  /** The last choice per type (SPEC §4 "History keeps one entry per type"): going back to discount cards restores it. */
  history: HistoryEntry[];
  modalOpen: boolean;
  setModalOpen: (open: boolean) => void;
  pickCertificate: (key: string | null) => void;
  pickDiscountCard: (key: string | null) => void;
  pickCashCard: (key: string | null) => void;
  /** SPEC §5: runs the certificate check; when it blocks, opens the certificate modal and answers false. */
  confirmBooking: () => boolean;
  request: WalletUse;
  /** Extras chosen on the checkout (a flight's seats and bags), added to the total the wallet splits. */
  setExtraMinor: (minor: number) => void;
};

const Ctx = createContext<CheckoutWallet | null>(null);

/** The checkout's wallet state, shared by the wallet panel (summary column) and the checkout form (submit). */
export function useCheckoutWallet(): CheckoutWallet | null {
  return useContext(Ctx);
}

const applicable = (cards: CardOption[]) => cards.filter((c) => c.applies);

export function CheckoutWalletProvider({ data, children }: { data: CheckoutWalletData; children: ReactNode }) {
  const certs = applicable(data.certificates);
  const discounts = applicable(data.discountCards);
  const cashCards = applicable(data.cashCards);
  // SPEC §4: the selection defaults to the first matching card; a certificate clears the discount card.
  const [choice, setChoice] = useState<WalletChoice>(() => {
    const certificate = currentSelection(certs, null);
    return { certificate, discountCard: certificate ? null : currentSelection(discounts, null), cashCard: null };
  });
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [modalOpen, setModalOpen] = useState(false);
  const [extraMinor, setExtraMinor] = useState(0);
  const totalMinor = data.totalMinor + extraMinor;
  const remember = useCallback((entry: HistoryEntry) => setHistory((h) => recordHistory(h, entry)), []);

  // SPEC §4 "if the selection no longer matches it resets to the first": fresh data (after a refresh, e.g. when a card
  // was used in another tab) may drop the chosen card. "No choice" stays no choice; the cash card is opt-in, so it is
  // dropped rather than swapped for another.
  const effective: WalletChoice = {
    certificate:
      choice.certificate === null
        ? null
        : choice.certificate.startsWith("org:")
          ? data.orgCertificates.some((c) => orgKey(c.id) === choice.certificate)
            ? choice.certificate
            : null
          : currentSelection(certs, choice.certificate),
    discountCard: choice.discountCard === null ? null : currentSelection(discounts, choice.discountCard),
    cashCard: cashCards.some((c) => selectionKey(c) === choice.cashCard) ? choice.cashCard : null,
  };
  const byKey = (cards: CardOption[], key: string | null) => cards.find((c) => selectionKey(c) === key) ?? null;
  const certificate = byKey(certs, effective.certificate);
  const orgCertificate = data.orgCertificates.find((c) => orgKey(c.id) === effective.certificate) ?? null;
  const discount = byKey(discounts, effective.discountCard);
  const cash = byKey(cashCards, effective.cashCard);

  const split = useMemo(
    () =>
      splitPayment({
        totalMinor,
        currency: data.currency,
        product: data.product,
        certificate: certificate
          ? { balanceMinor: certificate.balance_minor, currency: certificate.currency }
          : orgCertificate
            ? { balanceMinor: orgCertificate.redemption_price_minor, currency: orgCertificate.payment_card_currency }
            : null,
        discount: discount ? { balanceMinor: discount.balance_minor, currency: discount.currency } : null,
        cash: cash ? { balanceMinor: cash.balance_minor, currency: cash.currency } : null,
        rates: new Map(data.rates),
        units: new Map(data.minorUnits),
      }),
    [data, totalMinor, certificate, orgCertificate, discount, cash],
  );

  const shown = useMemo(() => {
    const parts = [split.certificate.appliedMinor, split.discount.appliedMinor, split.cash.appliedMinor, split.remainderMinor];
    const [certificate = 0, discount = 0, cash = 0, remainder = 0] = shownParts(data, totalMinor, data.currency, parts);
    return { certificate, discount, cash, remainder };
  }, [data, totalMinor, split]);

  const value: CheckoutWallet = {
    data,
    choice: effective,
    split,
    shown,
    history,
    modalOpen,
    setModalOpen,
    setExtraMinor,
    pickCertificate: (key) => {
      // Back to discount cards only: the last discount card chosen (history keeps one per type), else the first.
      const lastDiscount = history.find((h) => h.type === "discount")?.key ?? null;
      setChoice((c) => {
        const next = chooseCertificate(c, key);
        return key === ONLY_DISCOUNT && !next.discountCard ? { ...next, discountCard: currentSelection(discounts, lastDiscount) } : next;
      });
      remember({ type: "certificate", key });
    },
    pickDiscountCard: (key) => {
      setChoice((c) => chooseDiscountCard(c, key));
      remember({ type: "discount", key });
    },
    pickCashCard: (key) => {
      setChoice((c) => ({ ...c, cashCard: key }));
      remember({ type: "cash", key });
    },
    confirmBooking: () => {
      const check = certificateCheck({
        discountCardsAvailable: data.discountCardsAvailable,
        certificatesEnabled: data.options.includes(WALLET_OPTIONS.certificates),
        certificateChosen: isCertificateChosen(effective.certificate) && !!(certificate || orgCertificate),
        orgHasCertificateForProduct: data.orgCertificates.length > 0,
        defaultOrgCertificateExists: data.defaultOrgCertificateId !== null,
      });
      if (!check.pass) setModalOpen(true);
      return check.pass;
    },
    request: {
      certificateId: certificate?.payment_card_id ?? null,
      orgCertificateId: orgCertificate?.id ?? null,
      discountCardId: discount?.payment_card_id ?? null,
      cashCardId: cash?.payment_card_id ?? null,
    },
  };
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
