import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { getRequestContext } from "@/lib/http/page-context";
import { moneyFormatter } from "@/lib/locale/display-money";
import type { PackageRoomChoice } from "@/lib/packages/room-choices";

/**
 * A room's price and button on a stay's page opened from a package: what choosing it adds to or takes off the package
 * (when the package's own room is here to compare with), the package's total with it, and "Select for your package",
 * which opens the package's checkout with this room and the same flight.
 */
export async function PackageRoomOffer({ choice, currency, roomName }: { choice: PackageRoomChoice; currency: string; roomName: string }) {
  const ctx = await getRequestContext();
  const [t, ts, money] = await Promise.all([getTranslations("Details.package"), getTranslations("Packages.swap"), moneyFormatter(ctx.locale, ctx.currency)]);
  const show = (minor: number) => money.display(minor, currency);
  const d = choice.differenceMinor;
  return (
    <div className="flex flex-col gap-2 text-end sm:min-w-52">
      {choice.current ? (
        <p className="self-end rounded-lg bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700" data-testid="package-room-current">
          {ts("chosen")}
        </p>
      ) : null}
      {d === null ? null : (
        <p className="font-semibold" data-testid="package-room-difference" data-minor={d}>
          {d === 0 ? ts("same") : d > 0 ? ts("more", { amount: show(d) }) : ts("less", { amount: show(-d) })}
        </p>
      )}
      <p className={d === null ? "text-lg font-bold" : "text-sm text-slate-600"} data-testid="package-room-total" data-minor={choice.totalMinor}>
        {ts("newTotal", { amount: show(choice.totalMinor) })}
      </p>
      <Link
        href={choice.href}
        className="rounded-lg bg-brand px-4 py-2 text-center font-semibold text-white hover:opacity-90 sm:self-end"
        aria-label={t("selectRoom", { room: roomName })}
        data-testid="package-room-select"
      >
        {t("select")}
      </Link>
    </div>
  );
}
