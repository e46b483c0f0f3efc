import { isPropertyShown } from "./eligibility";
import { readPropertyRow } from "./property-details";

/**
 * What names a property's page in the browser's tab: its name and city, as a booking site's tab reads ("Vista Paris
 * Hotel & Spa, Paris"). Null where the page itself answers 404 (no such active property, or a product the
 * organisation does not sell), so a tab never names what the page refuses to show.
 */
export async function propertyPageName(id: number, org: { eligibleProducts: readonly string[] }): Promise<string | null> {
  const row = await readPropertyRow(id);
  if (!row || !isPropertyShown(org, row)) return null;
  return row.city ? `${row.name}, ${row.city}` : row.name;
}
