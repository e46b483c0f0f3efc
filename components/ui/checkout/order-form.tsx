"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { postJson } from "@/components/client/post-json";
import { FieldError, FormAlert, inputClass } from "@/components/ui/form-parts";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { PaymentSection, type CheckoutPrice } from "@/components/booking/payment-section";
import { checkoutReturnPath } from "@/components/booking/hosted-card-note";
import { useCheckoutWallet } from "@/components/wallet/checkout-wallet-context";
import { CheckoutPhone } from "@/components/booking/guest/checkout-phone";
import { filterNameInput } from "@/lib/auth/rules";
import { useFieldMessage } from "./use-field-message";
import { formTree } from "./form-tree";
import { TravellerErrors, TravellerReasons } from "./traveller-errors";
import { CheckoutExtrasContext, NO_EXTRAS, useExtrasScope, type ChosenExtras } from "./extras";

type Contact = { firstName: string; lastName: string; email: string; phone: string };
type Answer = {
  message?: string;
  data?: { redirect?: string };
  error?: { code?: string; fields?: { path: string; message: string }[]; detail?: Record<string, string | number> };
};

/**
 * The checkout shell's form: the kind's traveller fields and extras (`children`: plain inputs named like
 * `travellers.0.givenName`, turned into JSON by ./form-tree.ts), the contact (the card is typed on the payment
 * provider's page) and the Pay button, posted with `post.body` to `post.url`. Field errors are listed at the top with
 * links to their inputs and written under each input (./traveller-errors.tsx), the first in error focused; a new
 * price or a sold-out offer refreshes the page, which prices it again.
 */
export function OrderForm({
  post,
  expected,
  view,
  prefill,
  children,
}: {
  /** Where the order goes and what names the thing booked there (`{ product, offerId }` for POST /api/orders). */
  post: { url: string; body: Record<string, unknown> };
  /** The total the summary shows, in the supplier's currency: the server books only at this price. */
  expected: { totalMinor: number; currency: string };
  /** The page's view of money: the Pay button shows `expected` in the visitor's currency. */
  view: CheckoutPrice["view"];
  prefill: Contact | null;
  children: ReactNode;
}) {
  const t = useTranslations("Checkout");
  const say = useFieldMessage();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [contact, setContact] = useState<Contact>(prefill ?? { firstName: "", lastName: "", email: "", phone: "" });
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Seats, bags …: priced by the server again; here only to show the total before Pay.
  // Shared with the summary beside the form when the page gives a scope (./checkout-shell.tsx).
  const scope = useExtrasScope();
  const [ownExtras, setOwnExtras] = useState<ChosenExtras>(NO_EXTRAS);
  const extras = scope?.extras ?? ownExtras;
  const setExtras = scope?.setExtras ?? setOwnExtras;
  const total = expected.totalMinor + extras.totalMinor;
  const failed = useFocusFirstError(form);
  const wallet = useCheckoutWallet();
  const router = useRouter();
  const setWalletExtra = wallet?.setExtraMinor;
  useEffect(() => setWalletExtra?.(extras.totalMinor), [setWalletExtra, extras.totalMinor]);
  const errorOf = (path: string) => errors.find((e) => e.path === path)?.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setErrors([]);
    if (wallet && !wallet.confirmBooking()) {
      setFormError(t("chooseCertificate"));
      return failed();
    }
    setBusy(true);
    const tree = formTree(new FormData(event.currentTarget));
    const res = await postJson<Answer>(post.url, {
      ...post.body,
      expectedTotalMinor: total,
      expectedCurrency: expected.currency,
      travellers: tree.travellers ?? [],
      ...(extras.services.length > 0 ? { services: extras.services } : {}),
      contact: { ...contact, phone: contact.phone.replace(/[^\d+]/g, "") },
      // The card is typed on the provider's page the answer sends the payer to.
      returnPath: checkoutReturnPath(),
      wallet: wallet?.request,
      idempotencyKey,
    });
    if (res.ok && res.body?.data?.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    const fields = (res.body?.error?.fields ?? []).map((f) => ({ ...f, message: say(f.message) }));
    setErrors(fields);
    // A new price or a sold-out offer: the page re-prices it; a used wallet card: fresh wallet data.
    if (res.status === 409) router.refresh();
    if (fields.some((x) => x.path === "wallet.certificateId")) wallet?.setModalOpen(true);
    // A validation failure's message is its first field's reason; a refused card or offer has its own: both said, like
    // the fields, in the page's language.
    setFormError(fields[0]?.message ?? (res.body?.message ? say(res.body.message) : t("failed")));
    failed();
  }

  const field = (group: "contact", name: string, label: string, props: Record<string, unknown> = {}) => {
    const path = `${group}.${name}`;
    const values = contact as Record<string, string>;
    const set = (v: string) => setContact((x) => ({ ...x, [name]: v }));
    return (
      <div>
        <label htmlFor={`${id}-${path}`} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-${path}`}
          value={values[name] ?? ""}
          onChange={(e) => set(e.target.value)}
          aria-invalid={!!errorOf(path)}
          aria-describedby={errorOf(path) ? `${id}-${path}-error` : undefined}
          className={inputClass}
          data-testid={`checkout-${name}`}
          {...props}
        />
        <FieldError id={`${id}-${path}-error`} message={errorOf(path)} />
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-6" data-testid="checkout-form">
      <FormAlert message={formError} testId="checkout-error" />
      <TravellerErrors errors={errors} form={form} />
      <CheckoutExtrasContext.Provider value={setExtras}>
        <TravellerReasons errors={errors}>{children}</TravellerReasons>
      </CheckoutExtrasContext.Provider>
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">{t("contactTitle")}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("contact", "firstName", t("firstName"), {
            autoComplete: "given-name",
            maxLength: 50,
            onChange: (e: { target: { value: string } }) => setContact((x) => ({ ...x, firstName: filterNameInput(e.target.value) })),
          })}
          {field("contact", "lastName", t("lastName"), {
            autoComplete: "family-name",
            maxLength: 50,
            onChange: (e: { target: { value: string } }) => setContact((x) => ({ ...x, lastName: filterNameInput(e.target.value) })),
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("contact", "email", t("email"), { type: "email", autoComplete: "email", maxLength: 254 })}
          {prefill ? (
            field("contact", "phone", t("phone"), { type: "tel", autoComplete: "tel", maxLength: 16 })
          ) : (
            <CheckoutPhone id={`${id}-contact.phone`} onChange={(phone) => setContact((x) => ({ ...x, phone }))} error={errorOf("contact.phone")} />
          )}
        </div>
      </section>
      <PaymentSection busy={busy} price={{ ...expected, totalMinor: total, view }} />
    </form>
  );
}
