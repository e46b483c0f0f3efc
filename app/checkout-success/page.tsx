import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { GuestManageLink } from "@/components/booking/guest/guest-manage-link";
import { getSessionUser } from "@/lib/auth/current-user";
import { bookingViewKeyMatches } from "@/lib/booking/view-token";
import { db } from "@/lib/db";
import { moneyFormatter } from "@/lib/locale/display-money";
import { getRequestContext } from "@/lib/request-context";

/** The confirmation page: the booker's own (signed-in owner, or a guest holding the key from checkout). */
export default async function CheckoutSuccessPage({ searchParams }: { searchParams: Promise<{ ref?: string; key?: string }> }) {
  const t = await getTranslations("Confirmation");
  const { org, locale } = await getRequestContext();
  const { ref, key } = await searchParams;
  const user = await getSessionUser();
  const r =
    ref && /^[A-Z0-9-]{6,20}$/.test(ref)
      ? await db.reservation.findUnique({
          where: { reference: ref },
          include: {
            property: { select: { name: true, city: true } },
            roomType: { select: { name: true } },
            items: { select: { title: true }, orderBy: { id: "asc" } },
            user: { select: { email: true, firstName: true } },
          },
        })
      : null;
  const mine =
    r && r.orgId === org.id && r.status === "CONFIRMED" && ((user && r.userId === user.id) || (!r.userId && bookingViewKeyMatches(r.reference, key)));
  if (!r || !mine) {
    return (
      <>
        <PageHeader title={t("title")} />
        <PageBody>
          <p role="alert">{t("notFound")}</p>
        </PageBody>
      </>
    );
  }
  const traveler = (r.traveler as { traveler?: { firstName?: string; email?: string } }).traveler;
  const money = await moneyFormatter(locale, r.memberCurrency);
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("thanks", { name: traveler?.firstName ?? r.user?.firstName ?? "" })} />
      <PageBody>
        <div className="max-w-xl space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-6" data-testid="confirmation">
          <p className="text-sm text-slate-600">{t("reference")}</p>
          <p className="font-mono text-2xl font-bold" data-testid="booking-reference">
            {r.reference}
          </p>
          <p className="font-semibold">{r.property ? `${r.property.name}, ${r.property.city}` : r.items.map((i) => i.title).join(" + ")}</p>
          <p>
            {r.roomType ? `${r.roomType.name} · ` : ""}
            {r.checkIn.toISOString().slice(0, 10)} – {r.checkOut.toISOString().slice(0, 10)}
          </p>
          <p className="text-lg font-semibold" data-testid="confirmation-total">
            {money.original(r.memberTotalMinor, r.memberCurrency)}
          </p>
          <p className="text-sm">{t("sentTo", { email: r.user?.email ?? r.guestEmail ?? traveler?.email ?? "" })}</p>
          {user ? (
            <Link href="/user/my-trips" className="inline-block font-semibold text-brand underline">
              {t("myTrips")}
            </Link>
          ) : r.guestEmail ? (
            <GuestManageLink reference={r.reference} email={r.guestEmail} lastDay={r.checkOut.toISOString().slice(0, 10)} />
          ) : null}
        </div>
      </PageBody>
    </>
  );
}
