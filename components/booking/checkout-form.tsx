"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { FieldError, FormAlert, LabelledInput, inputClass } from "@/components/ui/form-parts";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { useFieldMessage } from "@/components/ui/checkout/use-field-message";
import { NationalityTypeahead } from "@/components/auth/nationality-typeahead";
import { useNationalities } from "@/components/auth/use-reference-data";
import { filterNameInput } from "@/lib/auth/rules";
import { titleFromField, titleToField } from "@/lib/account/titles";
import { TitleSelect } from "@/components/ui/title-select";
import { TravelerPicker } from "@/components/account/traveler-picker";
import type { TravelerView } from "@/lib/account/get-profile";
import { PaymentSection, type CheckoutPrice } from "@/components/booking/payment-section";
import { checkoutReturnPath } from "@/components/booking/hosted-card-note";
import { useCheckoutWallet } from "@/components/wallet/checkout-wallet-context";
import { CheckoutPhone } from "@/components/booking/guest/checkout-phone";
import { usePayTiming } from "@/components/booking/pay-timing";
import type { CheckoutPrefill } from "@/lib/booking/checkout-details";
import { useOwnCheckout } from "./own-checkout-context";

type Prefill = CheckoutPrefill | null;
export type CheckoutBooking = { propertyId: number; guests: number } & (
  { roomTypeId: number; checkIn: string; checkOut: string; rooms: number; childAges?: number[] } | { slotId: number }
);
type Answer = { status?: number; message?: string; data?: { redirect?: string }; error?: { code?: string; fields?: { path: string; message: string }[] } };

/** Traveller details (SPEC §3 traveller state: traveler, nationality, extraAmount, isPackage) and the card. */
export function CheckoutForm({
  booking,
  prefill,
  price,
  travelers = [],
}: {
  booking: CheckoutBooking;
  prefill: Prefill;
  price: CheckoutPrice;
  travelers?: TravelerView[];
}) {
  const t = useTranslations("Checkout");
  const say = useFieldMessage();
  const id = useId();
  // One key per checkout: a double click or a retry after a timeout books once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const { list: nationalities } = useNationalities(true);
  const [f, setF] = useState({
    title: titleToField(prefill?.title),
    firstName: prefill?.firstName ?? "",
    lastName: prefill?.lastName ?? "",
    email: prefill?.email ?? "",
    phone: prefill?.phone ?? "",
    requests: "",
  });
  // Nothing is guessed: the member's own nationality if they gave one, else the traveller chooses.
  const [nationality, setNationality] = useState<number | null>(prefill?.nationality ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstError(form);
  const set = (k: keyof typeof f, v: string) => setF((x) => ({ ...x, [k]: v }));
  // A saved traveller (lib/account) fills the traveller fields; "myself" puts the member's own details back.
  const pickTraveler = (p: TravelerView | null) => {
    setF((x) => ({
      ...x,
      title: titleToField(p ? p.title : prefill?.title),
      firstName: p?.firstName ?? prefill?.firstName ?? "",
      lastName: p?.lastName ?? prefill?.lastName ?? "",
      email: p ? (p.email ?? prefill?.email ?? "") : (prefill?.email ?? ""),
      phone: p ? (p.phone ?? "") : (prefill?.phone ?? ""),
    }));
    setNationality(p ? p.nationalityId : (prefill?.nationality ?? null));
  };
  // The wallet (when the member has one here) pays first: the card pays the rest, or nothing at all. Paying later
  // keeps the card for the whole amount and leaves the wallet out.
  const { later } = usePayTiming();
  const memberWallet = useCheckoutWallet();
  const wallet = later ? null : memberWallet;
  const router = useRouter();
  const own = useOwnCheckout();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    if (wallet && !wallet.confirmBooking()) {
      setFormError(t("chooseCertificate"));
      return failed();
    }
    setBusy(true);
    const res = await postJson<Answer>("slotId" in booking ? "/api/booking/book-activity" : "/api/booking/book", {
      ...booking,
      traveler: {
        title: titleFromField(f.title),
        firstName: f.firstName,
        lastName: f.lastName,
        email: f.email,
        phone: f.phone.replace(/[^\d+]/g, ""),
        specialRequests: f.requests || undefined,
      },
      nationality,
      extraAmount: 0,
      isPackage: true,
      // The card is typed on the provider's page the answer sends the payer to.
      returnPath: checkoutReturnPath(),
      wallet: wallet?.request,
      payLater: later || undefined,
      idempotencyKey,
    });
    if (res.ok && res.body?.data?.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    const fields = res.body?.error?.fields;
    if (fields?.length) setErrors(Object.fromEntries(fields.map((x) => [x.path.replace(/^(traveler|card)\./, ""), say(x.message)])));
    // A card was used meanwhile (409): fresh wallet data; the selection then resets to the first matching card.
    if (res.status === 409 && memberWallet) {
      if (own) own.reload();
      else router.refresh();
    }
    // The server's certificate check (SPEC §5) blocked: the same modal as the browser's check.
    if (fields?.some((x) => x.path === "wallet.certificateId")) wallet?.setModalOpen(true);
    // In the page's language, as the fields' reasons: the API says its first field's reason in English.
    setFormError(res.body?.message ? say(res.body.message) : t("failed"));
    failed();
  }

  const field = (name: keyof typeof f, label: string, props: Record<string, unknown> = {}) => (
    <LabelledInput
      id={`${id}-${name}`}
      label={label}
      value={f[name]}
      onChange={(e) => set(name, e.target.value)}
      error={errors[name]}
      testId={`checkout-${name}`}
      {...props}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-6" data-testid="checkout-form">
      <FormAlert message={formError} testId="checkout-error" />
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">{t("travelerTitle")}</h2>
        <TravelerPicker travelers={travelers} onPick={pickTraveler} />
        <div>
          <label htmlFor={`${id}-title`} className="text-sm font-medium">
            {t("title2")}
          </label>
          <TitleSelect
            id={`${id}-title`}
            valueAs="code"
            value={f.title}
            onChange={(e) => set("title", e.target.value)}
            testId="checkout-title"
            aria-invalid={!!errors.title}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
          />
          <FieldError id={`${id}-title-error`} message={errors.title} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", t("firstName"), {
            autoComplete: "given-name",
            maxLength: 50,
            onChange: (e: { target: { value: string } }) => set("firstName", filterNameInput(e.target.value)),
          })}
          {field("lastName", t("lastName"), {
            autoComplete: "family-name",
            maxLength: 50,
            onChange: (e: { target: { value: string } }) => set("lastName", filterNameInput(e.target.value)),
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("email", t("email"), { type: "email", autoComplete: "email", maxLength: 254 })}
          {prefill ? (
            field("phone", t("phone"), { type: "tel", autoComplete: "tel", maxLength: 16 })
          ) : (
            <CheckoutPhone id={`${id}-phone`} onChange={(v) => set("phone", v)} error={errors.phone} />
          )}
        </div>
        <NationalityTypeahead
          nationalities={nationalities}
          value={nationality}
          onChange={setNationality}
          label={t("nationality")}
          error={errors.nationality}
          id={`${id}-nationality`}
        />
        <div>
          <label htmlFor={`${id}-requests`} className="text-sm font-medium">
            {t("requests")}
          </label>
          <textarea
            id={`${id}-requests`}
            value={f.requests}
            onChange={(e) => set("requests", e.target.value)}
            maxLength={500}
            rows={2}
            className={inputClass}
          />
        </div>
      </section>
      <PaymentSection busy={busy} price={price} />
    </form>
  );
}
