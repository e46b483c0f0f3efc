import { orgSellsProductCode } from "@/lib/booking/eligibility";

export type PackageOrg = { eligibleProducts: readonly string[]; minCheckinDays: number; timeZone: string };

/** The stays a package can include: the hotels and resorts this organisation sells. */
export function packageStayCodes(org: Pick<PackageOrg, "eligibleProducts">): string[] {
  return ["HLT", "RST"].filter((code) => orgSellsProductCode(org.eligibleProducts, code));
}
