import { useTranslations } from "next-intl";
import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";

/**
 * How a wallet item is named to the member: its name (a card's pro_code, an organisation certificate's name) in the
 * page's language where the catalogue has it (Wallet.names), else as issued; a card without a name by its code.
 */
export function useWalletItemName(): (name: string | null | undefined, code?: string) => string {
  const names = useTranslations("Wallet.names") as unknown as NameGroup;
  return (name, code = "") => (name ? catalogueName(names, name) : code);
}
