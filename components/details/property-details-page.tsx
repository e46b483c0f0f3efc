import Image from "next/image";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { PHOTO_HEIGHT, PHOTO_WIDTH, SMALL_WIDTH } from "@/lib/booking/pictures";
import { getPropertyDetails } from "@/lib/booking/property-details";
import { parseStay, type RawSearchParams } from "@/lib/booking/search-input";
import { addDays, minCheckinDate, todayIn } from "@/lib/org/calendar";
import { payLaterDueDate } from "@/lib/booking/pay-later";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";
import { zId } from "@/lib/zod-int";
import { StarRating } from "@/components/search/star-rating";
import { CancellationPolicy } from "./cancellation-policy";
import { termsWords } from "@/lib/terms/page-words";
import { catalogueStatement } from "@/lib/terms/of";
import { termsText } from "@/lib/terms/words";
import { LocationMap } from "./location-map";
import { PackageFlightGone } from "./package-flight-gone";
import { RoomList } from "./room-list";
import { SlotList } from "./slot-list";
import { StayForm } from "./stay-form";
import { SearchForm } from "@/components/search/search-form";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import type { OrgConfig } from "@/lib/org/org-config";
import { partSeparator } from "@/lib/locale/part-separator";
import { detailsHref } from "@/lib/booking/search-url";
import { packageBackLink } from "@/lib/packages/links";
import { packageRoomChoices } from "@/lib/packages/room-choices";
import { packageContextOf } from "@/lib/packages/schemas";
import Link from "@/components/ui/link";

/**
 * /hotel-details?id=&checkin=&checkout=&guests=&rooms=: gallery, description, address, amenities, coordinates, the
 * cancellation policy and every room for those dates (or an activity's slots), each with a Book link to checkout.
 */
export async function PropertyDetailsPage({ searchParams }: { searchParams: RawSearchParams }) {
  const idRaw = Array.isArray(searchParams.id) ? searchParams.id[0] : searchParams.id;
  const ctx = await getRequestContext();
  // The bare route (a SPEC §2 page) invites a search; an id that is not a property is not found.
  if (!idRaw) return <ChooseProperty org={ctx.org} />;
  const id = zId.safeParse(idRaw);
  if (!id.success) notFound();
  // Only the class of viewer shows here (member prices, "sign in to book"): the page cache serves it to the class.
  const viewer = await getViewer();
  const { stay, errors } = parseStay(searchParams, ctx.org);
  // With bad dates the page still shows the property, priced for the earliest stay, and says what to fix.
  const minDate = minCheckinDate(ctx.org);
  const effective =
    errors.length === 0
      ? { checkIn: stay.checkIn!, checkOut: stay.checkOut!, guests: stay.guests!, rooms: stay.rooms!, childAges: stay.childAges ?? [] }
      : { checkIn: minDate, checkOut: addDays(minDate, 2), guests: 2, rooms: 1, childAges: [] };
  const details = await getPropertyDetails({
    id: id.data,
    org: ctx.org,
    stay: effective,
    memberPricing: viewer.memberPricing,
    currency: ctx.currency,
  });
  if (!details) notFound();
  const t = await getTranslations("Details");
  const te = await getTranslations("Search.errors");
  const ta = await getTranslations("Amenities");
  const locale = await getLocale();
  const p = details.property;
  const isActivity = p.productCode === "ACT";
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  // Booking.com's "No prepayment needed": the searched stay may be paid later (lib/booking/pay-later.ts).
  const payLater = errors.length === 0 ? payLaterDueDate(p, effective.checkIn, todayIn(ctx.org.timeZone)) : null;
  // Opened from a package (its results or checkout): the way back to it, and its rooms chosen for the package.
  const backToPackage = packageBackLink(searchParams.back);
  const pkgContext = errors.length === 0 && !isActivity ? packageContextOf(searchParams) : null;
  const pkg = pkgContext ? await packageRoomChoices(pkgContext, p.id, effective, { org: ctx.org, memberPricing: viewer.memberPricing }) : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6" data-testid="property-details" data-property-id={p.id}>
      {backToPackage ? (
        <Link href={backToPackage} className="self-start font-semibold text-brand underline" data-testid="package-back">
          {t("backToPackage")}
        </Link>
      ) : null}
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-dark md:text-3xl" data-testid="property-name">
          {p.name}
        </h1>
        <StarRating stars={p.stars} />
        {/* Catalogue text is in the property's own language: isolated (<bdi>, dir="auto"), so right-to-left pages do not
            reorder it ("392 Rue Cler" showed as "Rue Cler 392" in Arabic, a description's full stop at its start). */}
        <p className="text-slate-600" data-testid="property-address">
          <bdi>
            {p.address}
            {p.region ? `, ${p.region}` : ""} · {p.countryCode}
          </bdi>
        </p>
      </header>
      <ul className="grid grid-cols-2 gap-2 sm:h-[26rem] sm:grid-cols-3 sm:grid-rows-2" data-testid="gallery" aria-label={t("gallery", { name: p.name })}>
        {p.images.map((src, i) => (
          <li
            key={src}
            className={`overflow-hidden rounded-xl ${i === 0 ? "col-span-2 aspect-[3/2] sm:row-span-2 sm:aspect-auto" : "h-28 sm:h-auto"}`}
            data-testid="gallery-photo"
          >
            <Image
              src={src}
              alt={t("photo", { n: i + 1, name: p.name })}
              width={i === 0 ? PHOTO_WIDTH : SMALL_WIDTH}
              height={i === 0 ? PHOTO_HEIGHT : (SMALL_WIDTH * 2) / 3}
              sizes={i === 0 ? "(min-width: 1280px) 52rem, (min-width: 640px) 66vw, 100vw" : "(min-width: 1280px) 26rem, (min-width: 640px) 33vw, 50vw"}
              className="h-full w-full object-cover"
              preload={i === 0}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
            />
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6">
          <section>
            <h2 className="text-lg font-semibold">{t("about")}</h2>
            <p dir="auto" className="mt-1 text-slate-700" data-testid="property-description">
              {p.description}
            </p>
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{isActivity ? t("slotsTitle") : t("roomsTitle")}</h2>
            <StayForm org={ctx.org} propertyId={p.id} stay={errors.length ? stay : effective} isActivity={isActivity} />
            {errors.length > 0 ? (
              <ul role="alert" className="list-disc rounded-xl border border-red-200 bg-red-50 p-4 ps-8 text-red-800" data-testid="search-errors">
                {errors.map((e) => (
                  <li key={`${e.field}-${e.code}`} data-testid="search-error" data-code={e.code}>
                    {te(e.code, { date: e.params?.date ? day(String(e.params.date)) : "", max: Number(e.params?.max ?? 30) })}
                  </li>
                ))}
              </ul>
            ) : (
              <>
                <p className="text-sm text-slate-600" data-testid="stay-summary">
                  {isActivity
                    ? `${day(effective.checkIn)} – ${day(effective.checkOut)}${partSeparator(locale)}${t("guests", { count: effective.guests })}`
                    : `${day(effective.checkIn)} – ${day(effective.checkOut)}${partSeparator(locale)}${t("guestsRooms", { guests: effective.guests, rooms: effective.rooms })}`}
                </p>
                {isActivity ? (
                  <SlotList slots={details.slots} timeZone={p.timeZone} signedIn={viewer.signedIn} />
                ) : (
                  <>
                    {pkg?.status === "AVAILABLE" ? (
                      <p className="text-sm text-slate-700" data-testid="package-rooms-note" data-status={pkg.status}>
                        {t("package.hint")}
                      </p>
                    ) : pkg ? (
                      <PackageFlightGone status={pkg.status} searchHref={pkg.searchHref} stayHref={detailsHref(p.id, effective)} />
                    ) : null}
                    <RoomList rooms={details.rooms} signedIn={viewer.signedIn} payLater={!!payLater} pkg={pkg ?? undefined} />
                  </>
                )}
              </>
            )}
          </section>
        </div>
        <aside className="flex flex-col gap-4">
          <CancellationPolicy
            policy={p.cancellationPolicy}
            text={termsText(catalogueStatement(p, effective.checkIn, new Date(), ctx.org.timeZone), await termsWords(locale))}
            payLaterOn={payLater ? day(payLater) : null}
          />
          {p.amenities.length > 0 ? (
            <section className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold">{t("amenities")}</h2>
              <ul className="mt-2 flex flex-wrap gap-1" data-testid="property-amenities">
                {p.amenities.map((a) => (
                  <li key={a} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs" data-amenity={a}>
                    {ta.has(a as never) ? ta(a as never) : a}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-semibold">{t("location")}</h2>
            <p className="mt-1 text-sm text-slate-700">
              <bdi>{p.address}</bdi>
            </p>
            <div className="mt-3">
              <LocationMap name={p.name} city={p.city} latitude={p.latitude} longitude={p.longitude} />
            </div>
            <p className="mt-1 text-sm text-slate-600" data-testid="coordinates">
              {t("coordinates", { lat: p.latitude.toFixed(5), lng: p.longitude.toFixed(5) })}
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}

async function ChooseProperty({ org }: { org: OrgConfig }) {
  const t = await getTranslations("Pages");
  const td = await getTranslations("Details");
  return (
    <>
      <PageHeader title={t("hotelDetails")} subtitle={td("noProperty")} />
      <PageBody>
        <SearchForm org={org} />
      </PageBody>
    </>
  );
}
