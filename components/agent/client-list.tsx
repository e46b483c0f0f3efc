"use client";

import Link from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { Field, Select, TextInput, cardClass, fieldErrors, secondaryButtonClass, sendJson } from "@/components/account/form-kit";
import type { ClientView } from "@/lib/agent/clients";
import type { ReservationView } from "@/lib/orders/list-orders";
import { filterNameInput } from "@/lib/auth/rules";
import { titleFromField } from "@/lib/account/titles";
import { useTitleOptions } from "@/components/ui/title-select";
import { Money } from "@/components/locale/money";
import { ActForClientButton } from "./act-for-client-button";
import { ClientLinkNote } from "./client-link-note";
import { EmptyState } from "@/components/ui/states";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatCalendarDays } from "@/lib/locale/format";

const EMPTY = { title: "", firstName: "", lastName: "", email: "", mobileNo: "" };

/** Client list: search, create, view a client's bookings, quote for them or act for them (while the agent link lasts). */
export function ClientList({ initial }: { initial: ClientView[] }) {
  const t = useTranslations("Agent");
  const ts = useTranslations("SignUp");
  const tt = useTranslations("Titles");
  // Between numbers a middle dot reads as a zero in Arabic: the language's own separator (lib/locale/part-separator.ts).
  const locale = useLocale();
  const sep = partSeparator(locale);
  const titleOptions = useTitleOptions("code");
  const id = useId();
  const [clients, setClients] = useState(initial);
  const [q, setQ] = useState("");
  const [adding, setAdding] = useState(false);
  const [d, setD] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<{ id: number; bookings: ReservationView[] | null } | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    const res = await sendJson<ClientView[]>("GET", `/api/agent/clients?q=${encodeURIComponent(q)}`);
    if (res.ok && res.body?.data) setClients(res.body.data);
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const res = await sendJson<ClientView>("POST", "/api/agent/clients", { ...d, title: titleFromField(d.title) });
    setBusy(false);
    if (res.ok && res.body?.data) {
      const created = res.body.data;
      setClients((l) => [created, ...l]);
      setAdding(false);
      setD(EMPTY);
      return;
    }
    setErrors(fieldErrors(res.body));
    setError(res.body?.message ?? t("failed"));
  }

  async function toggleBookings(clientId: number) {
    if (open?.id === clientId) return setOpen(null);
    setOpen({ id: clientId, bookings: null });
    const res = await sendJson<ReservationView[]>("GET", `/api/agent/clients/${clientId}/bookings`);
    setOpen({ id: clientId, bookings: res.body?.data ?? [] });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form onSubmit={search} role="search" className="flex gap-2">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t("searchClients")}
          </label>
          <TextInput id={`${id}-q`} value={q} onChange={setQ} placeholder={t("searchClients")} testId="client-search" maxLength={100} />
          <button type="submit" className={secondaryButtonClass} data-testid="client-search-submit">
            {t("search")}
          </button>
        </form>
        {!adding ? (
          <button type="button" onClick={() => setAdding(true)} className={secondaryButtonClass} data-testid="client-add">
            {t("addClient")}
          </button>
        ) : null}
      </div>
      {adding ? (
        <form onSubmit={create} noValidate className={`${cardClass} space-y-4`} data-testid="client-form">
          <h2 className="text-lg font-semibold">{t("addClient")}</h2>
          <FormAlert message={error} testId="client-error" />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${id}-title`} label={tt("label")} error={errors.title}>
              <Select
                id={`${id}-title`}
                value={d.title}
                onChange={(x) => setD({ ...d, title: x })}
                testId="client-title"
                placeholder={tt("choose")}
                error={errors.title}
                options={titleOptions}
              />
            </Field>
            <Field id={`${id}-first`} label={ts("firstName")} error={errors.firstName}>
              <TextInput
                id={`${id}-first`}
                value={d.firstName}
                onChange={(x) => setD({ ...d, firstName: filterNameInput(x) })}
                error={errors.firstName}
                testId="client-first-name"
                maxLength={50}
              />
            </Field>
            <Field id={`${id}-last`} label={ts("lastName")} error={errors.lastName}>
              <TextInput
                id={`${id}-last`}
                value={d.lastName}
                onChange={(x) => setD({ ...d, lastName: filterNameInput(x) })}
                error={errors.lastName}
                testId="client-last-name"
                maxLength={50}
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-email`} label={t("email")} error={errors.email}>
              <TextInput
                id={`${id}-email`}
                type="email"
                value={d.email}
                onChange={(x) => setD({ ...d, email: x })}
                error={errors.email}
                testId="client-email"
                maxLength={254}
              />
            </Field>
            <Field id={`${id}-phone`} label={t("phone")} error={errors.mobileNo}>
              <TextInput
                id={`${id}-phone`}
                type="tel"
                value={d.mobileNo}
                onChange={(x) => setD({ ...d, mobileNo: x.replace(/\D/g, "").slice(0, 15) })}
                error={errors.mobileNo}
                testId="client-phone"
                maxLength={15}
              />
            </Field>
          </div>
          <div className="flex gap-3">
            <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="client-save">
              {busy ? <Spinner /> : null}
              {t("save")}
            </button>
            <button type="button" onClick={() => setAdding(false)} className={secondaryButtonClass}>
              {t("cancel")}
            </button>
          </div>
        </form>
      ) : null}
      {clients.length === 0 ? (
        <EmptyState title={t("noClients")} hint={t("noClientsHint")} testId="clients-empty" />
      ) : (
        <ul className="space-y-3" data-testid="clients">
          {clients.map((c) => (
            <li key={c.id} className={cardClass} data-testid="client-row" data-client-id={c.id}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-semibold" data-testid="client-name">
                    {c.firstName} {c.lastName}
                  </p>
                  <p className="text-sm text-slate-600 break-all">
                    {c.email}
                    {c.mobileNo ? `${sep}${c.mobileNo}` : ""}
                    {c.bookings !== null ? `${sep}${t("bookingsCount", { count: c.bookings })}` : ""}
                  </p>
                  <ClientLinkNote link={c.link} />
                </div>
                <div className="flex flex-wrap gap-2">
                  {c.link !== "ended" ? (
                    <button
                      type="button"
                      onClick={() => toggleBookings(c.id)}
                      className={secondaryButtonClass}
                      aria-expanded={open?.id === c.id}
                      data-testid="client-bookings-toggle"
                    >
                      {t("viewBookings")}
                    </button>
                  ) : null}
                  <Link href={`/agent/my-quotes?client=${c.id}`} className={secondaryButtonClass} data-testid="client-quote">
                    {t("newQuote")}
                  </Link>
                  {c.link !== "ended" ? <ActForClientButton clientId={c.id} name={`${c.firstName} ${c.lastName}`} /> : null}
                </div>
              </div>
              {open?.id === c.id ? (
                <div className="mt-3 border-t border-slate-100 pt-3 text-sm" data-testid="client-bookings">
                  {open.bookings === null ? (
                    <Spinner />
                  ) : open.bookings.length === 0 ? (
                    <p className="text-slate-600">{t("noBookings")}</p>
                  ) : (
                    <ul className="space-y-1">
                      {open.bookings.map((b) => (
                        <li key={b.reference} data-testid="client-booking">
                          {[b.reference, b.title, formatCalendarDays(b.checkIn, b.checkOut, locale)].join(sep)}
                          {sep}
                          <Money amountMinor={b.totalMinor} currency={b.currency} />
                          {sep}
                          {t(`bookingStatus.${b.status as "CONFIRMED"}`)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
