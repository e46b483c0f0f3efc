"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Spinner } from "@/components/ui/form-parts";
import { secondaryButtonClass, sendJson } from "@/components/account/form-kit";
import type { CheckoutPrice } from "@/components/booking/payment-section";
import { QuotePayForm } from "./quote-pay-form";

/** A quote's actions: send the client the link (shown for sharing too), or convert it into a booking. */
export function QuoteActions({ quoteId, open, payLabel, price }: { quoteId: number; open: boolean; payLabel: string; price: CheckoutPrice }) {
  const t = useTranslations("Agent");
  const router = useRouter();
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [converting, setConverting] = useState(false);
  const [booked, setBooked] = useState<string | null>(null);

  async function send() {
    setBusy(true);
    const res = await sendJson<{ link: string }>("POST", `/api/agent/quotes/${quoteId}/send`, {});
    setBusy(false);
    if (res.ok && res.body?.data) {
      setLink(res.body.data.link);
      router.refresh();
    } else setError(res.body?.message ?? t("failed"));
  }

  if (booked)
    return (
      <p role="status" data-testid="quote-converted">
        {t("quoteBooked", { reference: booked })}
      </p>
    );
  if (!open) return null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={send} disabled={busy} className={secondaryButtonClass} data-testid="quote-send">
          {busy ? <Spinner /> : null}
          {t("sendLink")}
        </button>
        <button type="button" onClick={() => setConverting((x) => !x)} className={secondaryButtonClass} aria-expanded={converting} data-testid="quote-convert">
          {t("convert")}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {link ? (
        <p className="text-sm" role="status">
          {t("linkSent")}{" "}
          <a href={link} className="break-all font-mono text-brand underline" data-testid="quote-link">
            {link}
          </a>
        </p>
      ) : null}
      {converting ? (
        <QuotePayForm
          endpoint={`/api/agent/quotes/${quoteId}/book`}
          payLabel={payLabel}
          price={price}
          onBooked={(d) => {
            setBooked(d.reference);
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
