import type { Metadata } from "next";
import { NotFoundView } from "@/components/nav/not-found-view";
import { withOrgName } from "@/lib/nav/page-titles";
import { getRequestContext } from "@/lib/http/page-context";
import { getTranslations } from "@/lib/locale/translations";

/**
 * The 404 page, for an address that is no page and for a page that calls notFound() (a product the organisation does
 * not sell, a trip that is not the member's): its tab says so, rather than the title the address would have had.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { org } = await getRequestContext();
  const t = await getTranslations();
  return { title: withOrgName(t("Pages.notFound"), org.name) };
}

export default function NotFound() {
  return <NotFoundView />;
}
