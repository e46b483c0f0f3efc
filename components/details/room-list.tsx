import { getTranslations } from "@/lib/locale/translations";
import { SMALL_WIDTH } from "@/lib/booking/pictures";
import type { RoomOffer } from "@/lib/booking/property-details";
import { Photo } from "@/components/ui/photo";
import { BookOffer } from "./book-offer";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { getLocale } from "next-intl/server";
import { partSeparator } from "@/lib/locale/part-separator";
import type { PackageRooms } from "@/lib/packages/room-choices";
import { PackageRoomOffer } from "./package-room-offer";

type PackageChoices = Extract<PackageRooms, { status: "AVAILABLE" }>;

/**
 * Each room type for the chosen stay: available with its price and a Book link, or why it cannot be booked; and,
 * where the stay may be paid later, Booking.com's "No prepayment needed – pay later" beside each bookable room. Opened
 * from a package (`pkg`), a room the package can take is chosen for the package instead of booked on its own; when
 * the package's flight is gone (or could not be checked) no room offers anything, the page says why above them.
 */
export async function RoomList({
  rooms,
  signedIn,
  payLater = false,
  pkg,
}: {
  rooms: RoomOffer[];
  signedIn: boolean;
  payLater?: boolean;
  pkg?: NonNullable<PackageRooms>;
}) {
  const [t, roomNames, locale] = await Promise.all([getTranslations("Details"), getTranslations("Rooms"), getLocale()]);
  const sep = partSeparator(locale);
  return (
    <ul className="flex flex-col gap-3" data-testid="room-list">
      {rooms.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:justify-between"
          data-testid="room"
          data-room-id={r.id}
          data-status={r.status}
        >
          {/* Below sm the photo spans the card: the screen less the page's and the card's padding (2 × 1rem each). */}
          <Photo
            src={r.image}
            alt={t("roomPhoto", { name: catalogueName(roomNames, r.name) })}
            width={SMALL_WIDTH}
            height={(SMALL_WIDTH * 2) / 3}
            sizes="(min-width: 640px) 10rem, calc(100vw - 4rem)"
            className="h-40 w-full rounded-lg object-cover sm:h-24 sm:w-36"
            data-testid="room-photo"
          />
          <div className="sm:flex-1">
            <h3 className="font-semibold" data-testid="room-name">
              {catalogueName(roomNames, r.name)}
            </h3>
            <p className="text-sm text-slate-600">
              {r.beds ? (
                <>
                  <bdi>{r.beds}</bdi>
                  {sep}
                </>
              ) : null}
              {t("sleeps", { count: r.maxGuests })}
            </p>
            {r.status === "available" ? (
              <>
                <p className="mt-1 text-sm font-medium text-emerald-700" data-testid="room-status">
                  {t("available")}
                  {r.roomsLeft !== null && r.roomsLeft <= 3 ? `${sep}${t("roomsLeft", { count: r.roomsLeft })}` : ""}
                </p>
                {payLater && !pkg ? (
                  <p className="text-sm font-semibold text-emerald-700" data-testid="room-pay-later">
                    {t("payLater")}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="mt-1 text-sm font-medium text-red-700" data-testid="room-status">
                {r.status === "sold-out" ? t("soldOut") : t("tooSmall")}
              </p>
            )}
          </div>
          {pkg?.status === "AVAILABLE" ? (
            <PackageChoice pkg={pkg} room={r} roomName={catalogueName(roomNames, r.name)} notOffered={t("package.notOffered")} />
          ) : pkg ? null : r.price && r.checkoutHref ? (
            <BookOffer price={r.price} href={r.checkoutHref} signedIn={signedIn} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A room as a package's choice; a room free on its own that the package cannot take (the party's beds) says so. */
function PackageChoice({ pkg, room, roomName, notOffered }: { pkg: PackageChoices; room: RoomOffer; roomName: string; notOffered: string }) {
  const choice = room.status === "available" ? pkg.rooms.find((c) => c.roomTypeId === room.id) : undefined;
  if (choice) return <PackageRoomOffer choice={choice} currency={pkg.currency} roomName={roomName} />;
  return room.status === "available" ? (
    <p className="text-sm font-medium text-slate-600 sm:self-center" data-testid="package-room-not-offered">
      {notOffered}
    </p>
  ) : null;
}
