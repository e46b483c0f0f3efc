"use client";

import { Dialog, DialogPanel, DialogTitle, Radio, RadioGroup } from "@headlessui/react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { balanceText } from "@/lib/locale/balance-text";
import { ONLY_DISCOUNT } from "@/lib/wallet/constants";
import { selectionKey } from "@/lib/wallet/rules";
import { orgKey, useCheckoutWallet } from "./checkout-wallet-context";
import { partSeparator } from "@/lib/locale/part-separator";
import { useWalletItemName } from "./wallet-item-name";

/**
 * SPEC §2 "A modal for choosing a certificate". Keyboard operable: arrow keys move through the options (a radio
 * group), Enter applies, Escape closes. The organisation's default certificate (the highest redemption price) is
 * preselected when the member owns none.
 */
export function CertificateModal() {
  const wallet = useCheckoutWallet();
  const t = useTranslations("Wallet");
  const itemName = useWalletItemName();
  const locale = useLocale();
  const [picked, setPicked] = useState<string | null>(null);
  if (!wallet) return null;
  const { data, choice } = wallet;
  const owned = data.certificates.filter((c) => c.applies);
  const options = [
    ...owned.map((c) => ({
      key: selectionKey(c),
      label: itemName(c.pro_code, c.card_code),
      detail: balanceText(wallet.data, c.balance_minor, c.currency, locale, t),
      testId: c.card_code,
    })),
    ...data.orgCertificates.map((c) => ({
      key: orgKey(c.id),
      label: itemName(c.name),
      detail: `${balanceText(wallet.data, c.redemption_price_minor, c.payment_card_currency, locale, t)}${partSeparator(locale)}${t("offeredBySite")}`,
      testId: `org-${c.id}`,
    })),
    ...(data.discountCardsAvailable ? [{ key: ONLY_DISCOUNT, label: t("onlyDiscount"), detail: "", testId: ONLY_DISCOUNT }] : []),
  ];
  const fallback = choice.certificate ?? (data.defaultOrgCertificateId !== null ? orgKey(data.defaultOrgCertificateId) : (options[0]?.key ?? null));
  const value = picked ?? fallback;
  const close = () => {
    setPicked(null);
    wallet.setModalOpen(false);
  };
  const apply = () => {
    if (value) wallet.pickCertificate(value);
    // Closed on the next task: Enter applies here, and its keypress must not land on the pay button that the dialog
    // hands the focus back to (that would book at once).
    setTimeout(close, 0);
  };
  return (
    <Dialog open={wallet.modalOpen} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden />
      <div className="fixed inset-0 flex items-stretch justify-center md:items-center md:p-4">
        <DialogPanel
          className="relative h-full w-full overflow-y-auto bg-white p-6 md:h-auto md:max-h-[92vh] md:max-w-lg md:rounded-2xl md:shadow-xl"
          data-testid="certificate-modal"
        >
          <DialogTitle className="text-xl font-bold text-brand-dark">{t("chooseCertificate")}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600">{t("certificateModalIntro")}</p>
          <form
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              apply();
            }}
          >
            <RadioGroup value={value} onChange={setPicked} aria-label={t("certificates")} className="space-y-2">
              {options.map((o) => (
                <Radio
                  key={o.key}
                  value={o.key}
                  data-testid={`certificate-option-${o.testId}`}
                  className="flex cursor-pointer items-center justify-between rounded-lg border border-slate-300 px-3 py-2 focus:outline-none data-[checked]:border-brand data-[checked]:bg-brand/5 data-[focus]:ring-2 data-[focus]:ring-brand"
                >
                  <span className="font-medium">{o.label}</span>
                  <span className="text-sm text-slate-600">{o.detail}</span>
                </Radio>
              ))}
            </RadioGroup>
            <div className="flex gap-3">
              <button type="submit" className="flex-1 rounded-lg bg-brand px-4 py-2 font-semibold text-white" data-testid="certificate-apply" disabled={!value}>
                {t("apply")}
              </button>
              <button
                type="button"
                onClick={close}
                className="flex-1 rounded-lg border border-slate-300 px-4 py-2 font-semibold"
                data-testid="certificate-cancel"
              >
                {t("cancel")}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
