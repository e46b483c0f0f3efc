import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { TripDetails } from "@/components/trips/trip-details";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getSessionUser } from "@/lib/http/current-user";
import { ZReference } from "@/lib/booking/schemas";
import { loadOwnTrip } from "@/lib/orders/trip-view";
import { getRequestContext } from "@/lib/http/page-context";

/** /user/my-trips/{reference}: one of the member's own trips; anyone else's is not found. */
export default async function TripPage({ params }: { params: Promise<{ reference: string }> }) {
  const t = await getTranslations("Trip");
  const user = await getSessionUser();
  if (!user) {
    return (
      <>
        <PageHeader title={t("title")} />
        <PageBody>
          <SignInPrompt page={t("title")} />
        </PageBody>
      </>
    );
  }
  const parsed = ZReference.safeParse({ reference: (await params).reference });
  const { org } = await getRequestContext();
  const trip = parsed.success ? await loadOwnTrip(parsed.data.reference, org, user.id) : null;
  if (!trip) notFound();
  return (
    <>
      <PageHeader title={t("title")}>
        <Link href="/user/my-trips" className="mt-2 inline-block text-sm font-semibold text-brand underline print:hidden" data-testid="back-to-trips">
          {t("back")}
        </Link>
      </PageHeader>
      <PageBody>
        <TripDetails trip={trip} timeZone={org.timeZone} calendarHref={`/api/trips/${trip.reference}/calendar`} canCancel />
      </PageBody>
    </>
  );
}
