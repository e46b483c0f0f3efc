import { postJson } from "@/components/client/post-json";
import type { WalletEntry } from "@/lib/wallet/wallet-entries";

/** SPEC §7 get-paymentcard-by-user; SPEC §8: a failed wallet fetch is only logged and yields null. */
export async function fetchWalletEntries(currency: string | null): Promise<WalletEntry[] | null> {
  const res = await postJson<{ data?: { data?: WalletEntry[] } }>("/api/booking/get-paymentcard-by-user", currency ? { currency } : {});
  if (!res.ok || !Array.isArray(res.body?.data?.data)) {
    console.warn("wallet: get-paymentcard-by-user failed", res.status);
    return null;
  }
  return res.body.data.data;
}
