import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { PriceBox } from "@/components/search/price-box";

type Props = { price: Parameters<typeof PriceBox>[0]["price"]; href: string; signedIn: boolean; unit?: Parameters<typeof PriceBox>[0]["unit"] };

/** The price and Book link beside a room or an activity slot on the details page. */
export async function BookOffer({ price, href, signedIn, unit }: Props) {
  const t = await getTranslations("Details");
  return (
    <div className="flex flex-col gap-2 sm:min-w-52">
      <PriceBox price={price} signedIn={signedIn} unit={unit} />
      <Link href={href} className="rounded-lg bg-brand px-4 py-2 text-center font-semibold text-white hover:opacity-90 sm:self-end" data-testid="book-link">
        {t("book")}
      </Link>
    </div>
  );
}
