"use client";

import Link from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { Field, Select, TextInput, secondaryButtonClass, sendJson } from "@/components/account/form-kit";
import { formTree } from "@/components/ui/checkout/form-tree";
import { TravellerErrors, TravellerReasons } from "@/components/ui/checkout/traveller-errors";
import { filterNameInput } from "@/lib/auth/rules";
import { useMoneyText } from "@/components/locale/money";
import { formatDate } from "@/lib/locale/format";
import { CheckoutExtrasContext, NO_EXTRAS, useExtrasScope, type ChosenExtras } from "@/components/ui/checkout/extras";

export type QuoteClient = { id: number; firstName: string; lastName: string; email: string; phone: string };
type Contact = Omit<QuoteClient, "id">;
type Saved = { id: number; totalMinor: number; currency: string; expiresAt: string; client: { id: number; firstName: string; lastName: string } };
type Itinerary = Saved & { items: unknown[] };

/** What an itinerary can hold of the supplier products (a package is a flight and a stay already). */
const ITINERARY_PRODUCTS = new Set(["flight", "cars", "transfers", "cruises"]);

const EMPTY: Contact = { firstName: "", lastName: "", email: "", phone: "" };

/**
 * An agent's "Quote for a client" on a supplier checkout (POST /api/agent/quotes/supplier): the kind's traveller
 * fields (`children`, inputs named `travellers.…` as on the checkout form), one of the agent's clients, who to tell
 * about the booking (the client's own details to start with), the markup and how many days the price holds, and the
 * kind's extras picker (`extras`: a car's child seat, full cover), whose choice goes with the quote. The server prices
 * the offer and its extras for the client; the saved quote waits in My Quotes to be sent.
 */
export function SupplierQuoteForm({
  product,
  offerId,
  clients,
  timeZone,
  children,
  extras,
}: {
  product: string;
  offerId: string;
  clients: QuoteClient[];
  timeZone: string;
  children: ReactNode;
  extras?: ReactNode;
}) {
  const t = useTranslations("Checkout");
  const locale = useLocale();
  const moneyText = useMoneyText();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [clientId, setClientId] = useState("");
  const [contact, setContact] = useState<Contact>(EMPTY);
  const [terms, setTerms] = useState({ markupPercent: "10", validDays: "3" });
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [added, setAdded] = useState<Itinerary | null>(null);
  const [busy, setBusy] = useState(false);
  // The extras chosen here, in the page's scope so the summary's total moves with them as it does for a booking.
  const scope = useExtrasScope();
  const [ownExtras, setOwnExtras] = useState<ChosenExtras>(NO_EXTRAS);
  const setExtras = scope?.setExtras ?? setOwnExtras;
  const services = (scope?.extras ?? ownExtras).services;
  const errorOf = (path: string) => errors.find((e) => e.path === path)?.message;

  function chooseClient(value: string) {
    setClientId(value);
    const client = clients.find((c) => String(c.id) === value);
    if (client) setContact({ firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button pressed: a quote of this offer alone, or the offer added to the client's itinerary.
    const toItinerary = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "itinerary";
    setFormError(null);
    setSaved(null);
    setAdded(null);
    if (!clientId) {
      setErrors([{ path: "clientId", message: t("agentQuote.chooseClient") }]);
      return;
    }
    setBusy(true);
    const tree = formTree(new FormData(event.currentTarget));
    const common = {
      clientId: Number(clientId) || 0,
      contact: { ...contact, phone: contact.phone.replace(/[^\d+]/g, "") },
      markupPercent: Number(terms.markupPercent),
      validDays: Number(terms.validDays),
    };
    const travellers = tree.travellers ?? [];
    const res = toItinerary
      ? await sendJson<Itinerary>("POST", "/api/agent/itineraries/items", { ...common, item: { type: "supplier", product, offerId, travellers, services } })
      : await sendJson<Saved>("POST", "/api/agent/quotes/supplier", { ...common, product, offerId, travellers, services });
    setBusy(false);
    // An itinerary item's own fields are under item. (item.offerId …); the travellers keep their names.
    const fields = (res.body?.error?.fields ?? []).map((f) => ({ ...f, path: f.path.replace(/^item\./, "") }));
    setErrors(fields);
    const data = res.ok ? res.body?.data : null;
    if (data && toItinerary) setAdded(data as Itinerary);
    else if (data) setSaved(data as Saved);
    else setFormError(res.body?.message ?? t("failed"));
  }

  const input = (path: string, label: string, value: string, set: (v: string) => void, props: Record<string, unknown> = {}) => (
    <Field id={`${id}-${path}`} label={label} error={errorOf(path)}>
      <TextInput id={`${id}-${path}`} value={value} onChange={set} error={errorOf(path)} testId={`agent-quote-${path.replace(".", "-")}`} {...props} />
    </Field>
  );
  const contactInput = (name: keyof Contact, label: string, props: Record<string, unknown> = {}) =>
    input(`contact.${name}`, label, contact[name], (v) => setContact((c) => ({ ...c, [name]: name.endsWith("Name") ? filterNameInput(v) : v })), props);

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-6" data-testid="agent-quote-form">
      <div>
        <h2 className="text-lg font-semibold">{t("agentQuote.title")}</h2>
        <p className="text-sm text-slate-600">{t("agentQuote.intro")}</p>
      </div>
      <FormAlert message={formError} testId="agent-quote-error" />
      <TravellerErrors errors={errors} form={form} />
      <Field id={`${id}-client`} label={t("agentQuote.client")} error={errorOf("clientId")}>
        <Select
          id={`${id}-client`}
          value={clientId}
          onChange={chooseClient}
          testId="agent-quote-client"
          placeholder={t("agentQuote.chooseClient")}
          options={clients.map((c) => ({ value: String(c.id), label: `${c.firstName} ${c.lastName} · ${c.email}` }))}
          error={errorOf("clientId")}
        />
      </Field>
      {clients.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="agent-quote-no-clients">
          {t("agentQuote.noClients")}{" "}
          <Link href="/agent/client-list" className="font-semibold text-brand underline">
            {t("agentQuote.addClient")}
          </Link>
        </p>
      ) : null}
      <TravellerReasons errors={errors}>{children}</TravellerReasons>
      <CheckoutExtrasContext.Provider value={setExtras}>{extras}</CheckoutExtrasContext.Provider>
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">{t("agentQuote.contactTitle")}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {contactInput("firstName", t("firstName"), { autoComplete: "off", maxLength: 50 })}
          {contactInput("lastName", t("lastName"), { autoComplete: "off", maxLength: 50 })}
          {contactInput("email", t("email"), { type: "email", autoComplete: "off", maxLength: 254 })}
          {contactInput("phone", t("phone"), { type: "tel", autoComplete: "off", maxLength: 16 })}
        </div>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("markupPercent", t("agentQuote.markup"), terms.markupPercent, (v) => setTerms((x) => ({ ...x, markupPercent: v })), {
          type: "number",
          min: 0,
          max: 50,
          step: "0.5",
        })}
        {input("validDays", t("agentQuote.validDays"), terms.validDays, (v) => setTerms((x) => ({ ...x, validDays: v })), { type: "number", min: 1, max: 30 })}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="agent-quote-save">
          {busy ? <Spinner /> : null}
          {t("agentQuote.save")}
        </button>
        {ITINERARY_PRODUCTS.has(product) ? (
          <button type="submit" name="action" value="itinerary" disabled={busy} className={secondaryButtonClass} data-testid="agent-quote-add-to-itinerary">
            {t("agentQuote.addToItinerary")}
          </button>
        ) : null}
      </div>
      {added ? (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900" data-testid="agent-itinerary-added">
          <p>
            {t("agentQuote.addedToItinerary", {
              name: `${added.client.firstName} ${added.client.lastName}`,
              count: added.items.length,
              amount: moneyText(added.totalMinor, added.currency),
            })}
          </p>
          <Link
            href={`/agent/my-quotes?client=${added.client.id}`}
            className="mt-1 inline-block font-semibold underline"
            data-testid="agent-itinerary-my-quotes"
          >
            {t("agentQuote.openQuotes")}
          </Link>
        </div>
      ) : null}
      {saved ? (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900" data-testid="agent-quote-saved">
          <p>
            {t("agentQuote.saved", {
              name: `${saved.client.firstName} ${saved.client.lastName}`,
              amount: moneyText(saved.totalMinor, saved.currency),
              date: formatDate(saved.expiresAt, locale, timeZone, { dateStyle: "medium", timeStyle: "short" }),
            })}
          </p>
          <Link href={`/agent/my-quotes?client=${saved.client.id}`} className="mt-1 inline-block font-semibold underline" data-testid="agent-quote-my-quotes">
            {t("agentQuote.openQuotes")}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
