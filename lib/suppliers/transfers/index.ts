import type { KindModule } from "@/lib/suppliers/kind-module";
import { configuredAmadeusClient } from "./amadeus-client";
import { AmadeusTransferSupplier } from "./amadeus-supplier";
import { ZTransferTravellers } from "./travellers";
import type { TransferDetails, TransferQuery, TransferTravellers } from "./types";

let amadeus: AmadeusTransferSupplier | null = null;

function amadeusSupplier(): AmadeusTransferSupplier {
  amadeus ??= new AmadeusTransferSupplier(configuredAmadeusClient);
  return amadeus;
}

/**
 * Airport transfers (TRF): sold through Amadeus's SDK — against the local stand-in's sandbox inventory unless real
 * credentials are configured (AMADEUS_CLIENT_ID, docs/suppliers.md).
 */
export const transferModule: KindModule<TransferQuery, TransferDetails, TransferTravellers> = {
  kind: "TRANSFER",
  product: "transfers",
  supplier: amadeusSupplier,
  supplierNamed: (name) => (name === "amadeus" ? amadeusSupplier() : null),
  travellers: ZTransferTravellers,
};
